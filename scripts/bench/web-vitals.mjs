#!/usr/bin/env node
// Core Web Vitals of the storefront's home page and deals page, measured in Debian's Chromium
// through Playwright: LCP, CLS (largest session window, as web-vitals counts it) and long tasks,
// with FCP and the JavaScript transferred for context, on a desktop and on a throttled phone.
// Every run is a first visit (a fresh browser context: cold cache, no service worker); LCP and FCP
// are the median over the runs, CLS, the long-task total and the total blocking time (TBT: each long
// task's time past 50 ms, added up) the worst run; the table adds min-median-max over the runs.
// Usage: node scripts/bench/web-vitals.mjs http://127.0.0.1:4101 [runs]   (prints a markdown table)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium); WEB_VITALS_PROFILES=phone (or desktop) measures
// one profile only.
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'deals', path: '/deals' },
];

const PROFILES = [
  { profile: 'desktop', label: 'desktop', context: { viewport: { width: 1280, height: 800 } } },
  {
    profile: 'phone',
    label: 'phone (4× CPU slowdown, fast 4G)',
    context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    cpuSlowdown: 4,
    // Bytes per second, as the DevTools protocol wants them: 9 Mbit/s down, 1.5 Mbit/s up.
    network: { offline: false, latency: 40, downloadThroughput: 9_000_000 / 8, uploadThroughput: 1_500_000 / 8 },
  },
];

// The same Chromium flags as tests/browser/playwright.config.ts.
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SETTLE_MS = 1500;
const PAINT_TIMEOUT_MS = 10_000;

/**
 * Runs in the page before its own scripts (context.addInitScript): observes the entries with
 * `buffered: true` and leaves `__webVitals()` on the window, which drains the observers and
 * returns the values so far.
 */
function observeWebVitals() {
  const vitals = { lcpMs: 0, fcpMs: 0, cls: 0, longTaskCount: 0, longTaskTotalMs: 0, tbtMs: 0 };
  let inputSeen = false;
  let session = { value: 0, first: 0, last: 0 };

  const handlers = {
    // The last candidate before the first input counts, like web-vitals.
    'largest-contentful-paint': (entry) => {
      if (!inputSeen) vitals.lcpMs = entry.startTime;
    },
    paint: (entry) => {
      if (entry.name === 'first-contentful-paint') vitals.fcpMs = entry.startTime;
    },
    // Shifts less than 1 s apart form a session window of at most 5 s; CLS is the largest window.
    'layout-shift': (entry) => {
      if (entry.hadRecentInput) return;
      const joins = session.value > 0 && entry.startTime - session.last < 1000 && entry.startTime - session.first < 5000;
      session = joins
        ? { value: session.value + entry.value, first: session.first, last: entry.startTime }
        : { value: entry.value, first: entry.startTime, last: entry.startTime };
      vitals.cls = Math.max(vitals.cls, session.value);
    },
    longtask: (entry) => {
      vitals.longTaskCount += 1;
      vitals.longTaskTotalMs += entry.duration;
      vitals.tbtMs += Math.max(0, entry.duration - 50);
    },
  };

  const observers = Object.entries(handlers).map(([type, handle]) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(handle));
    observer.observe({ type, buffered: true });
    return { observer, handle };
  });
  for (const type of ['keydown', 'click']) globalThis.addEventListener(type, () => (inputSeen = true), { capture: true, once: true });

  globalThis.__webVitals = () => {
    for (const { observer, handle } of observers) observer.takeRecords().forEach(handle);
    const js = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return { ...vitals, jsTransferBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0) };
  };
}

async function throttle(context, page, { cpuSlowdown, network }) {
  if (!cpuSlowdown && !network) return;
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
}

/** One first visit of `url` in a fresh context: the raw values from the page. */
async function measureOnce(browser, url, profile) {
  const context = await browser.newContext({ ...profile.context, serviceWorkers: 'block' });
  try {
    await context.addInitScript(observeWebVitals);
    const page = await context.newPage();
    await throttle(context, page, profile);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    // On a loaded machine the first contentful paint can be reported after the settle time.
    await page.waitForFunction(() => globalThis.__webVitals().lcpMs > 0, null, { timeout: PAINT_TIMEOUT_MS }).catch(() => {});
    return await page.evaluate(() => globalThis.__webVitals());
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `{ min, median, max }` of one value over the runs, rounded. */
function spread(samples, value) {
  const values = samples.map(value);
  return { min: Math.round(Math.min(...values)), median: Math.round(median(values)), max: Math.round(Math.max(...values)) };
}

/** Median LCP and FCP, worst CLS, the run with the most long-task time, its TBT the worst; rounded. */
function summarize(samples) {
  const worstLongTasks = samples.reduce((worst, sample) => (sample.longTaskTotalMs > worst.longTaskTotalMs ? sample : worst));
  return {
    lcpMs: Math.round(median(samples.map((sample) => sample.lcpMs))),
    fcpMs: Math.round(median(samples.map((sample) => sample.fcpMs))),
    cls: Number(Math.max(...samples.map((sample) => sample.cls)).toFixed(3)),
    longTaskCount: worstLongTasks.longTaskCount,
    longTaskTotalMs: Math.round(worstLongTasks.longTaskTotalMs),
    tbtMs: Math.round(Math.max(...samples.map((sample) => sample.tbtMs))),
    jsTransferKb: Number((median(samples.map((sample) => sample.jsTransferBytes)) / 1024).toFixed(1)),
    spread: { lcpMs: spread(samples, (s) => s.lcpMs), longTaskTotalMs: spread(samples, (s) => s.longTaskTotalMs), tbtMs: spread(samples, (s) => s.tbtMs) },
  };
}

const wanted = (profile) => !process.env.WEB_VITALS_PROFILES || process.env.WEB_VITALS_PROFILES.split(',').includes(profile.profile);

/**
 * Measures `/` and `/deals` under `baseUrl` on both profiles, `runs` first visits each. Returns
 * `[{ page, path, profile, lcpMs, fcpMs, cls, longTaskCount, longTaskTotalMs, tbtMs, jsTransferKb, spread, runs }]`,
 * `spread` holding `{ min, median, max }` of LCP, the long-task total and TBT.
 */
export async function measureWebVitals(baseUrl, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: LAUNCH_ARGS });
  try {
    const results = [];
    for (const { page, path } of PAGES) {
      for (const profile of PROFILES.filter(wanted)) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, new URL(path, baseUrl).href, profile));
        results.push({ page, path, profile: profile.profile, ...summarize(samples), runs });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The results as a markdown table. */
export function formatWebVitals(results) {
  const label = (name) => PROFILES.find((profile) => profile.profile === name)?.label ?? name;
  const range = (values) => (values ? `${values.min}-${values.median}-${values.max}` : '');
  const rows = results.map((result) => [
    `${result.page} (${result.path})`,
    label(result.profile),
    result.lcpMs,
    result.cls.toFixed(3),
    `${result.longTaskCount}, ${result.longTaskTotalMs}`,
    result.tbtMs ?? '',
    range(result.spread?.lcpMs),
    range(result.spread?.longTaskTotalMs),
    range(result.spread?.tbtMs),
    result.fcpMs,
    result.jsTransferKb.toFixed(1),
  ]);
  return [
    '| page | profile | LCP ms | CLS | long tasks (count, total ms) | TBT ms | LCP min-median-max | long-task total min-median-max | TBT min-median-max | FCP ms | JS kB transferred |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl, runs = '3'] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: web-vitals.mjs <base-url> [runs]');
    process.exit(64);
  }
  console.log(formatWebVitals(await measureWebVitals(baseUrl, { runs: Number(runs) })));
}
