/**
 * The limits count in fixed windows of the wall clock (multiples of the window since the epoch).
 * A test against real server processes cannot stop their clocks, so before a sequence that must
 * stay in one window it waits for a fresh window when too little of the current one is left.
 */
export async function inOneWindow(windowMs: number, neededMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
