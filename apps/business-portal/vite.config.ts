import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The business portal: pages at /business/* and /admin/*, its files under /portal/ (the server
// maps /portal/* to dist-web). Shares core's rules and web-common's components from src.
export default defineConfig({
  root: import.meta.dirname,
  base: '/portal/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist-web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|styled-components|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
