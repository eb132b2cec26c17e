#!/usr/bin/env node
// Prints the gzip size of a built web app's initial JavaScript (the entry script and the modules
// index.html preloads) and of every other chunk, and fails when the initial size passes the
// budget: `node scripts/bundle-sizes.mjs apps/storefront/dist-web --budget-kb 150`.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, flag, budgetArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: bundle-sizes.mjs <dist-dir> [--budget-kb N]');
  process.exit(64);
}
const budgetKb = flag === '--budget-kb' ? Number(budgetArg) : Number.POSITIVE_INFINITY;

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(([, path]) => path.replace(/^.*?assets\//, 'assets/')),
);
const gzipKb = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
const chunks = readdirSync(join(dir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ file: `assets/${name}`, kb: gzipKb(`assets/${name}`) }))
  .sort((a, b) => b.kb - a.kb);

const initialKb = chunks.filter((chunk) => initial.has(chunk.file)).reduce((sum, chunk) => sum + chunk.kb, 0);
console.log(`${dir}: initial JavaScript ${initialKb.toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
for (const chunk of chunks) console.log(`  ${initial.has(chunk.file) ? 'initial ' : 'lazy    '}${chunk.kb.toFixed(1).padStart(7)} kB  ${chunk.file}`);
if (initialKb > budgetKb) {
  console.error(`Initial JavaScript ${initialKb.toFixed(1)} kB gzip is over the ${budgetKb} kB budget.`);
  process.exit(1);
}
