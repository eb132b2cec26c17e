import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Workspace packages export their TypeScript sources under the "source" condition, so the
// storefront bundles core's rules and web-common's components straight from src.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist-web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: a separate long-cached chunk.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|styled-components|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
