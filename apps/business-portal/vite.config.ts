import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compileHints, FRAMEWORK_CHUNKS, preloadBootStages } from '../web-common/build/vite-plugins.js';

/**
 * Every text file of the build also as .br (brotli 11) and .gz (gzip 9), made once here: the server
 * (@koa/send) sends the one the browser takes, instead of compressing each file on every request.
 */
const PRECOMPRESSED = { algorithms: ['brotliCompress', 'gzip'], include: /\.(?:js|css|html|svg|json|webmanifest|txt)$/, threshold: 1024, logLevel: 'silent' } as const;

// The business portal: pages at /business/* and /admin/*, its files under /portal/ (the server
// maps /portal/* to dist-web). Shares core's rules and web-common's components from src.
export default defineConfig({
  root: import.meta.dirname,
  base: '/portal/',
  plugins: [react(), preloadBootStages(), compression(PRECOMPRESSED)],
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
