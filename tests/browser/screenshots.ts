import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const WIDTHS = { desktop: 1280, mobile: 375 } as const;

/** Full-page screenshots at 1280 px and 375 px wide, into test-results/screenshots. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/**
 * Where the README's pictures go: docs/screenshots when DOCS_SCREENSHOTS=1 (to refresh them),
 * else test-results/screenshots/docs, so an ordinary test run leaves the working tree clean (codes
 * and dates differ on every run).
 */
export const DOCS_SCREENSHOTS_DIR =
  process.env['DOCS_SCREENSHOTS'] === '1'
    ? join(import.meta.dirname, '..', '..', 'docs', 'screenshots')
    : join(import.meta.dirname, '..', '..', 'test-results', 'screenshots', 'docs');

/**
 * A README picture: docs/screenshots/<name>.png at 1280 px, <name>-mobile.png at 375 px (the
 * viewport the page has now decides which). Deterministic: the page has loaded its data (no busy
 * region, fonts ready), nothing has the focus, animations and the caret are stopped, the toasts
 * (which come and go on a timer) are hidden, and the picture starts at the top of the page unless
 * `scrollTo` names what to show. Call it after any confetti is off.
 */
export async function docsScreenshot(page: Page, name: string, { fullPage = false, scrollTo }: { fullPage?: boolean; scrollTo?: Locator } = {}): Promise<void> {
  const width = page.viewportSize()?.width ?? WIDTHS.desktop;
  const suffix = width <= WIDTHS.mobile ? '-mobile' : width === WIDTHS.desktop ? '' : `-${width}`;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  // Below the sticky header, which would otherwise cover the top of what the picture is about.
  if (scrollTo) await scrollTo.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - (document.querySelector('header')?.offsetHeight ?? 0) - 16));
  await page.screenshot({
    path: join(DOCS_SCREENSHOTS_DIR, `${name}${suffix}.png`),
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    // The floating help button would land mid-page on a full-page picture.
    style: `ol[aria-label^="Notifications"]${fullPage ? ', button[aria-label="Open the demo guide"]' : ''} { display: none !important; }`,
  });
}
