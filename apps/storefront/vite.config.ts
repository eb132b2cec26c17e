import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compileHints, FRAMEWORK_CHUNKS, landingPages, preloadBootStages } from '../web-common/build/vite-plugins.js';

/**
 * Every text file of the build also as .br (brotli 11) and .gz (gzip 9), made once here: the server
 * (@koa/send) sends the one the browser takes, instead of compressing each file on every request.
 */
const PRECOMPRESSED = { algorithms: ['brotliCompress', 'gzip'], include: /\.(?:js|css|html|svg|json|webmanifest|txt)$/, threshold: 1024, logLevel: 'silent' } as const;

/**
 * Emits /sw.js from service-worker/sw.js with this build's asset list (what it caches on install)
 * and a version from the files' hashed names, so every build with new files is a new worker.
 */
function serviceWorker(): Plugin {
  const template = join(import.meta.dirname, 'service-worker', 'sw.js');
  return {
    name: 'storefront-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const source = readFileSync(template, 'utf8');
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && /\.(?:js|css)$/.test(file))
        .sort()
        .map((file) => `/${file}`);
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      const version = createHash('sha256').update(source).update(html).update(assets.join('\n')).digest('hex').slice(0, 16);
      if (!source.includes('self.__SW_MANIFEST__')) throw new Error(`${template} has no self.__SW_MANIFEST__ to fill in.`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: source.replace('self.__SW_MANIFEST__', JSON.stringify({ version, assets })) });
    },
  };
}

/**
 * Where visits land (search results, shared links, the address bar): the server preloads these
 * pages' chunks in index.html when a visit lands on one (web-common's landingPages). Paths as in
 * src/app/router.tsx, modules as its lazy pages import them.
 */
const LANDING_PAGES = {
  '/': 'src/app/routes/home.tsx',
  '/deals': 'src/app/routes/deals.tsx',
  '/deals/:id': 'src/app/routes/deal.tsx',
};

// Workspace packages export their TypeScript sources under the "source" condition, so the
// storefront bundles core's rules and web-common's components straight from src.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), preloadBootStages(), landingPages(LANDING_PAGES), serviceWorker(), compression(PRECOMPRESSED)],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist-web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The framework changes rarely: long-cached chunks, each a boot stage (web-common's src/boot.ts).
        codeSplitting: FRAMEWORK_CHUNKS,
        postBanner: compileHints(['react', 'libs']),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
