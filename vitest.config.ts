import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests run against src without a build step.
const conditions = ['source', 'import', 'module', 'node', 'default'];
const resolve = { conditions };
// Vitest also hands ssr.resolve.conditions to the test workers' Node as --conditions, where
// "import" and "module" would make require() pick the ESM entry of dual packages (pg's require of
// pg-pool then breaks); Vite adds import/require by itself for what it resolves.
const ssrConditions = ['source', 'node', 'default'];
const ssr = { resolve: { conditions: ssrConditions, externalConditions: ['source'] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    // Vitest leaves a core free by default (one worker on the 2-core CI machine), but most files
    // spend their time waiting on PostgreSQL or a server they started, so two at a time fill two
    // cores (the README's Tests section has the timings). More cores keep vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'core', include: ['core/test/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        // Suites that send thousands of requests in one test (hostile input, the cache flood) take seconds on
        // a busy 2-core machine; vitest's 5 s default then fails them for the machine's load, not a fault.
        test: {
          name: 'tests',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/architecture/fixtures/**', 'tests/web/**'],
          environment: 'node',
          testTimeout: 30_000,
          // Clean-up drops a test database: DROP DATABASE waits for a checkpoint, seconds on a busy server.
          hookTimeout: 30_000,
        },
      },
      {
        // Component tests of the web apps (Testing Library in jsdom), JSX through Vite's own transform.
        resolve: { conditions: ['source', 'browser', 'import', 'module', 'default'] },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 90 },
    },
  },
});
