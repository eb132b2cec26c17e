import type { Plugin } from 'vite';

/**
 * The framework in two long-cached chunks: React's (react, react-dom, scheduler) and the libraries
 * over it (router, queries, styled-components). Each is a boot stage of its own (src/boot.ts).
 */
export const FRAMEWORK_CHUNKS = {
  groups: [
    // The highest priority: rolldown puts its module runtime in this chunk, not in the app's entry,
    // so the framework chunks do not change with the app.
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    { name: 'libs', test: /node_modules[\\/](react-router|styled-components|stylis|@emotion|@tanstack)[\\/]/, priority: 1 },
  ],
};

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function
 * compiled eagerly on a background thread while it streams in, instead of each on the main thread at
 * its first call. Worth it for the framework chunks, nearly all of which runs on the first render.
 */
export const compileHints =
  (chunkNames: readonly string[]) =>
  (chunk: { name: string }): string =>
    chunkNames.includes(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';

/**
 * index.html preloads every chunk the entry imports in stages (`import()` in main.tsx, see
 * src/boot.ts) and their own imports, so they download and compile in parallel from the start while
 * each stage still runs in its own task. Without the links, each stage's code would only be asked
 * for once the previous stage had run.
 */
export function preloadBootStages(): Plugin {
  let base = '/';
  return {
    name: 'preload-boot-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const dependency = bundle[file];
          if (files.has(file) || dependency?.type !== 'chunk') return;
          files.add(file);
          dependency.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        [chunk.fileName, ...chunk.imports].forEach((file) => files.delete(file));
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
