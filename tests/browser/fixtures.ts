import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The storefront's local-storage flag that hides the welcome dialog (web-common's VISITED_FLAG_KEY). */
export const VISITED_FLAG_KEY = 'visited';

/**
 * Every page starts as a returning visitor (the visited flag set before any script runs), so the
 * first-visit welcome dialog does not cover the page under test. A test about the first visit says
 * `test.use({ returningVisitor: false })`.
 */
let testsInWorker = 0;

export const test = base.extend<{ returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  // Each test is a client at an address of its own (the server trusts one proxy, global-setup.ts),
  // as real visitors are: the per-address limits on sign-ups and logins count each test apart.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testsInWorker += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(testsInWorker / 250) % 250}.${(testsInWorker % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  context: async ({ context, returningVisitor }, use) => {
    if (returningVisitor) await context.addInitScript((key) => localStorage.setItem(key, 'true'), VISITED_FLAG_KEY);
    await use(context);
  },
});
