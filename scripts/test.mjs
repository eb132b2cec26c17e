#!/usr/bin/env node
// `npm test`: lint (the architecture rule included), type-check every project, run every vitest
// project with coverage, then print core's coverage and one plain closing line:
// "Tests: N passed, N failed, N skipped".
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
console.log(`Tests: ${results.numPassedTests} passed, ${failed + suiteFailures} failed, ${skipped} skipped`);
process.exit(status !== 0 ? status : failed + suiteFailures > 0 ? 1 : 0);
