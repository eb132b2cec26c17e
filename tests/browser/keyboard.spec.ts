import type { Locator, Page } from '@playwright/test';
import { blockImageCdn, settled, signInAsDemoCustomer } from './accounts.js';
import { expect, test } from './fixtures.js';

// Keyboard-only use of the storefront (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): a skip link first, every
// control reachable with Tab in a sensible order, a purchase reachable without a mouse, overlays
// that keep and give back focus and close on Escape, and a visible focus indicator everywhere.

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The accessible-ish name of the focused element: aria-label, else its text, else its tag. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    return element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.tagName.toLowerCase());
  });
}

/** Whether the focused element shows a focus indicator: an outline of some width, or a box shadow. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '(body)', visible: true };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { name, visible: element.matches(':focus-visible') && (outline || shadow) };
  });
}

test.describe('tab order', () => {
  test('the first Tab stop is a visible skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Buy Discounts. Save Big.' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Location' })).toBeFocused();
  });

  test('Tab goes through the header navigation and Sign In to the hero search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const names: string[] = [];
    for (let presses = 0; presses < 9; presses += 1) {
      await page.keyboard.press('Tab');
      names.push(await focusedName(page));
    }
    expect(names).toEqual(['Skip to content', 'Discount Marketplace home', 'Discover', 'How It Works', 'For Businesses', 'Recession Proof', 'Waitlist', 'Sign In', 'Location']);
  });
});

test.describe('a purchase without a mouse', () => {
  test('a visitor searches, opens a slider deal, picks a tier and a spend and reaches Sign In to Purchase', async ({ page }) => {
    await page.goto('/');
    const location = page.getByRole('textbox', { name: 'Location' });
    await pressUntilFocused(page, location);
    await page.keyboard.type('Denver');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deals\?location=Denver$/);
    await expect(page.getByTestId('deal-card').first()).toBeVisible();

    await pressUntilFocused(page, page.getByRole('searchbox', { name: 'Search deals' }));
    await page.keyboard.type('Spa');
    const card = page.getByRole('article', { name: 'Pick Your Spa Savings' });
    await expect(page).toHaveURL(/q=Spa/);
    await settled(page);
    await expect(card).toBeVisible();
    await pressUntilFocused(page, card.getByRole('link', { name: 'Choose Discount Tier' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/deals\/105$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick Your Spa Savings' })).toBeVisible();
    const tiers = page.getByTestId('purchase-tiers').getByRole('button');
    const second = tiers.nth(1);
    await pressUntilFocused(page, tiers.first());
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const youPay = page.getByTestId('selected-discount').locator('dd').first();
    await expect(youPay).toHaveText((await second.locator('strong').textContent()) ?? '');

    const checkedBracket = page.getByRole('radio', { checked: true });
    await pressUntilFocused(page, checkedBracket);
    const before = await checkedBracket.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { checked: true })).not.toHaveText(before ?? '');
    await expect(page.getByRole('radio', { checked: true })).toBeFocused();

    const signIn = page.getByRole('link', { name: 'Sign In to Purchase' });
    await pressUntilFocused(page, signIn);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdeals%2F\d+$/);
    await expect(page.getByRole('heading', { name: 'Quick Access Demo' })).toBeVisible();
  });
});

test.describe('overlays', () => {
  test('the demo guide keeps focus inside, closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Buy Discounts. Save Big.' })).toBeVisible();
    const help = page.getByRole('button', { name: 'Open the demo guide' });
    // The help button is the page's last tab stop: Shift+Tab from the top reaches it.
    await pressUntilFocused(page, help, { key: 'Shift+Tab', max: 5 });
    await page.keyboard.press('Enter');
    const guide = page.getByRole('dialog', { name: 'Interactive Demo Guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('tab', { name: 'For Users' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(guide.getByRole('tab', { name: 'For Businesses' })).toBeFocused();
    await expect(guide.getByRole('tab', { name: 'For Businesses' })).toHaveAttribute('aria-selected', 'true');
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await guide.evaluate((dialog) => dialog.contains(document.activeElement)), `focus left the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(help).toBeFocused();
  });

  test('the mobile menu opens from the keyboard, is next in the tab order and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await pressUntilFocused(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Discover' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the account menu opens from the keyboard and Escape gives focus back to its button', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await page.goto('/deals');
    const button = page.getByRole('button', { name: 'demo_discounter' });
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test.describe('first visit', () => {
    test.use({ returningVisitor: false });

    test('the welcome dialog takes the focus, keeps it and closes on Escape', async ({ page }) => {
      await page.goto('/');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' });
      await expect(welcome).toBeVisible();
      await expect(welcome.getByRole('button', { name: 'Demo User' })).toBeFocused();
      for (let presses = 0; presses < 6; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await welcome.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus left the welcome dialog').toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(welcome).toBeHidden();
      // Nothing had the focus before it opened; the page goes on from where the dialog was.
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toBeVisible();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(false);
    });
  });
});

test.describe('visible focus', () => {
  const pages = [
    { path: '/', ready: 'Buy Discounts. Save Big.' },
    { path: '/deals', ready: 'Browse Deals' },
    { path: '/deals/105', ready: 'Pick Your Spa Savings' },
    { path: '/auth', ready: 'Quick Access Demo' },
    { path: '/waitlist', ready: 'Join Our Waitlist' },
    { path: '/for-businesses', ready: 'Grow Your Business with Prepaid Discounts' },
  ] as const;
  for (const { path, ready } of pages) {
    test(`every tab stop of ${path} shows a focus indicator`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await settled(page);
      const invisible: string[] = [];
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const { name, visible } = await focusIndicator(page);
        if (!visible) invisible.push(name);
      }
      expect(invisible, 'focused elements without a visible focus indicator').toEqual([]);
    });
  }
});
