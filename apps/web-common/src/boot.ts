/**
 * Starts a web app in stages, each in a task of its own: the framework's code, then the libraries
 * over it, then the app. Evaluated in one go (a static import graph) that is one task of several
 * hundred milliseconds on a slow phone, during which the page takes no input; in stages the browser
 * can handle input and paint between them. index.html preloads every stage's chunks
 * (`preloadBootStages` in build/vite-plugins.ts), so staging costs no extra round trip.
 */
export async function bootInStages(stages: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
}

/** Resolves in a new task, after the browser has had the chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
