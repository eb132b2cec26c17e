import { resolve } from 'node:path';
import { normalizePath, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

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

/** The chunks named and every chunk they import, directly or not (static imports only). */
function withImports(bundle: OutputBundle, files: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    const dependency = bundle[file];
    if (found.has(file) || dependency?.type !== 'chunk') return;
    found.add(file);
    dependency.imports.forEach(visit);
  };
  files.forEach(visit);
  return found;
}

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
        const files = withImports(bundle, chunk.dynamicImports);
        [chunk.fileName, ...chunk.imports].forEach((file) => files.delete(file));
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The file the server reads the landing pages' preloads from, at the root of a built app. */
export const LANDING_PAGES_FILE = 'landing-pages.json';

/**
 * Writes `landing-pages.json`: for each page a visit commonly lands on (its path as the router
 * writes it, `/deals/:id`, and the module of its lazy page), the chunks that page needs beyond
 * what index.html already preloads. The server adds them to index.html as `modulepreload` links
 * when a visit lands on that page (apps/http's web-apps.ts), so they download with the framework
 * instead of once the boot stages have run and the router has matched: a round trip and more
 * later on a phone. A page whose module has no chunk of its own fails the build.
 */
export function landingPages(pages: Readonly<Record<string, string>>): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The build has no entry chunk.');
      // What index.html loads or preloads (preloadBootStages): the entry, its imports and the boot stages.
      const inIndex = withImports(bundle, [entry.fileName, ...entry.dynamicImports]);
      const landing: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(pages)) {
        const source = normalizePath(resolve(root, module));
        const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId !== null && normalizePath(candidate.facadeModuleId) === source);
        if (!chunk) return this.error(`The landing page ${path} has no chunk of its own (${module}): is it a lazy page?`);
        landing[path] = [...withImports(bundle, [chunk.fileName])].filter((file) => !inIndex.has(file)).map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PAGES_FILE, source: `${JSON.stringify(landing, null, 2)}\n` });
    },
  };
}
