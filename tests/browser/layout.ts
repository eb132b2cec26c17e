import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** No horizontal scrolling: the page fits the viewport's width. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow, `${label} overflows horizontally by ${overflow} px`).toBeLessThanOrEqual(0);
}

/** Runs `check` with the viewport `width` px wide, then puts the viewport back. */
export async function atWidth(page: Page, width: number, check: () => Promise<void>): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width, height: 800 });
  try {
    await check();
  } finally {
    await page.setViewportSize(original);
  }
}
