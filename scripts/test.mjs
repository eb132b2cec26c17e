#!/usr/bin/env node
// `npm test`: lint (the architecture rule included), type-check every project, build the web apps,
// run every vitest project with coverage, then the browser tests (Playwright in Chromium against the
// built server), then print core's coverage and one plain closing line:
// "Tests: N passed, N failed, N skipped" (vitest and Playwright together).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

function step(title, command, args) {
  console.log(`\n== ${title}`);
  const status = run(command, args);
  if (status !== 0) {
    console.log(`\n${title} failed.\nTests: 0 passed, 1 failed`);
    process.exit(status);
  }
}

step('lint', bin('eslint'), ['.']);
step('type-check', bin('tsc'), ['-b']);
step('storefront build', bin('vite'), ['build', '-c', 'apps/storefront/vite.config.ts', '--logLevel', 'warn']);
step('storefront bundle budget', process.execPath, [join(root, 'scripts', 'bundle-sizes.mjs'), 'apps/storefront/dist-web', '--budget-kb', '150']);
step('business portal build', bin('vite'), ['build', '-c', 'apps/business-portal/vite.config.ts', '--logLevel', 'warn']);
step('business portal bundle budget', process.execPath, [join(root, 'scripts', 'bundle-sizes.mjs'), 'apps/business-portal/dist-web', '--budget-kb', '200']);

const resultsDir = join(root, 'node_modules', '.cache', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, 'vitest.json');
rmSync(resultsFile, { force: true });

console.log('\n== vitest');
const status = run(bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...process.argv.slice(2),
]);

let results;
try {
  results = JSON.parse(readFileSync(resultsFile, 'utf8'));
} catch {
  console.log('\nvitest wrote no results.\nTests: 0 passed, 1 failed');
  process.exit(status || 1);
}

try {
  const summary = JSON.parse(readFileSync(join(root, 'coverage', 'coverage-summary.json'), 'utf8'));
  const core = Object.entries(summary).filter(([file]) => file.includes('/core/src/'));
  const lines = core.reduce((acc, [, entry]) => ({ total: acc.total + entry.lines.total, covered: acc.covered + entry.lines.covered }), { total: 0, covered: 0 });
  const percent = lines.total ? ((lines.covered / lines.total) * 100).toFixed(2) : '0.00';
  console.log(`\nCore line coverage: ${percent}% (${lines.covered}/${lines.total} lines; threshold 90%)`);
} catch {
  console.log('\nCore line coverage: not measured');
}

const failed = results.numFailedTests;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
// A suite that failed to load has no test results of its own but must count as a failure.
const suiteFailures = results.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;

// Browser tests: only when no vitest filter was given (a filtered run is a developer's quick check).
const browser = process.argv.length > 2 ? { passed: 0, failed: 0, skipped: 0, status: 0 } : runBrowserTests();

const totalFailed = failed + suiteFailures + browser.failed;
console.log(`Tests: ${results.numPassedTests + browser.passed} passed, ${totalFailed} failed, ${skipped + browser.skipped} skipped`);
process.exit(status !== 0 ? status : browser.status !== 0 ? browser.status : totalFailed > 0 ? 1 : 0);

function runBrowserTests() {
  console.log('\n== browser tests (Playwright)');
  const browserResults = join(resultsDir, 'playwright.json');
  rmSync(browserResults, { force: true });
  const browserStatus =
    spawnSync(bin('playwright'), ['test', '-c', 'tests/browser/playwright.config.ts', '--reporter=list,json'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: browserResults },
    }).status ?? 1;
  try {
    const { stats } = JSON.parse(readFileSync(browserResults, 'utf8'));
    const counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    // A run that failed before any test (no browser, the server would not start) still fails.
    return { ...counts, failed: browserStatus !== 0 && counts.failed === 0 ? 1 : counts.failed, status: browserStatus };
  } catch {
    console.log('Playwright wrote no results.');
    return { passed: 0, failed: 1, skipped: 0, status: browserStatus || 1 };
  }
}
