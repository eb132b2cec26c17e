let next = 0;

/** A number unique within the test run, so mothers' unique fields never collide by accident. */
export function uniqueNumber(): number {
  next += 1;
  return next;
}
