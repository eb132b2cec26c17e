import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env['BROWSER_TEST_PORT'] ?? 3199);

// Debian's chromium-headless-shell (the old headless mode, what Playwright itself runs headless) when
// it is installed: Chromium's new headless mode builds the omnibox's WebUI pop-ups for every window,
// about half a second of CPU each on the 2-core CI machine; the shell opens a window in a third of
// the time. Same Blink and V8 version as the chromium package.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The storefront in Debian's Chromium against the real built server (apps/http with the embedded
 * database and the demo data), started by global-setup.ts. Screenshots of every page at 1280 px
 * and 375 px land in test-results/screenshots.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/browser',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One browser per core, up to four: each Chromium window costs its browser process about half a
  // second of CPU to open, and four browsers on the 2-core CI machine starved the pages under test
  // until 34 tests ran out of their 30 s (Debian's Chromium 156).
  workers: Math.min(4, Math.max(1, availableParallelism())),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    // The storefront's service worker stays out of tests that mock requests with page.route (it
    // would answer pages and assets itself); cashier.spec.ts allows it to test offline use.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
