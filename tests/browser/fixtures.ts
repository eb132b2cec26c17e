import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The storefront's local-storage flag that hides the welcome dialog (web-common's VISITED_FLAG_KEY). */
export const VISITED_FLAG_KEY = 'visited';

/**
 * Every page starts as a returning visitor (the visited flag set before any script runs), so the
 * first-visit welcome dialog does not cover the page under test. A test about the first visit says
 * `test.use({ returningVisitor: false })`.
 */
export const test = base.extend<{ returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  context: async ({ context, returningVisitor }, use) => {
    if (returningVisitor) await context.addInitScript((key) => localStorage.setItem(key, 'true'), VISITED_FLAG_KEY);
    await use(context);
  },
});
