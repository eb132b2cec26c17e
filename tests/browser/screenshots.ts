import type { Page } from '@playwright/test';

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
