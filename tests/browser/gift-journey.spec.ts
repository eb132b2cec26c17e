import { formatGiftDate } from '@marketplace/core/gifts/domain/gift';
import { blockImageCdn, createDemoBusinessDeal, registerCustomer, uniqueTag } from './accounts.js';
import { expect as baseExpect, test, VISITED_FLAG_KEY } from './fixtures.js';
import { adminMail, readMail } from './sent-mail.js';
import { expectNoSeriousA11yViolations } from './axe.js';

// Issue 21, point 5, end to end: a customer buys a deal as a gift with the demo card, the recipient
// opens the claim link of the email, signs up on the way, claims it and holds the pass; the buyer
// sees the gift as claimed and never had a pass of it.

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

test('a gift bought at checkout is claimed by its recipient, who signs up on the claim link', async ({ page, browser, playwright, baseURL }) => {
  const shop = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  expect((await shop.post('/api/demo-login/business')).ok()).toBe(true);
  const title = `Gift Brunch ${uniqueTag('g')}`;
  const dealId = await createDemoBusinessDeal(shop, { title, price: 12, maxRedemptionsPerUser: 1 });
  await shop.dispose();

  // The buyer pays for the gift with the demo card.
  const buyer = await registerCustomer(page, 'giver');
  const recipientTag = uniqueTag('ana');
  const recipientEmail = `${recipientTag}@example.com`;
  await page.goto(`/checkout/${dealId}`);
  await expect(page.getByTestId('deal-summary').getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('This is a gift').check();
  await expect(page.getByRole('heading', { name: 'Who is the gift for?' })).toBeVisible();
  const details = page.getByRole('group', { name: 'Gift details' });
  await details.getByLabel("Recipient's name").fill('Ana');
  await details.getByLabel("Recipient's email").fill('not-an-email');
  await details.getByLabel(/^Message/).click();
  await expect(details.getByText('Please enter a valid email')).toBeVisible();
  await details.getByLabel("Recipient's email").fill(recipientEmail);
  await details.getByLabel(/^Message/).fill('Happy birthday, Ana! Brunch is on me.');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your gift is on its way to Ana' })).toBeVisible();

  // The buyer's My Deals: the gift, unclaimed, with no code or pass of it.
  await page.goto('/profile');
  const sent = page.getByTestId('sent-gift').filter({ hasText: title });
  await expect(sent.getByTestId('sent-gift-label')).toHaveText('Gift for Ana · not claimed yet');
  await expect(sent.getByRole('button', { name: `Resend the gift: ${title}` })).toBeVisible();
  await expect(page.getByTestId('purchase-item').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Show to Cashier: ${title}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'My Deals with a gift' });

  // The recipient's email has the claim link.
  const admin = await adminMail(baseURL!);
  const text = await readMail(admin, recipientEmail, `${buyer} sent you a gift: ${title}`);
  await admin.dispose();
  expect(text).toContain('Happy birthday, Ana! Brunch is on me.');
  const link = /https?:\/\/[^\s/]+(\/gifts\/claim\?token=[A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();

  // The recipient, in a browser of their own, opens it, signs up on the way and claims the gift.
  const context = await browser.newContext({ baseURL: baseURL ?? '', extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.21' } });
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), VISITED_FLAG_KEY);
  const recipient = await context.newPage();
  await blockImageCdn(recipient);
  await recipient.goto(link![1]!);
  await expect(recipient.getByRole('heading', { name: `${buyer} sent you a gift` })).toBeVisible();
  await expect(recipient.getByTestId('gift-deal')).toHaveText(title);
  await expect(recipient.getByTestId('gift-message')).toHaveText('Happy birthday, Ana! Brunch is on me.');
  await expectNoSeriousA11yViolations(recipient, { label: 'gift claim page' });
  await recipient.getByRole('link', { name: 'Sign in or sign up to claim' }).click();
  await expect(recipient).toHaveURL(/\/auth\?returnTo=/);
  await recipient.getByRole('tab', { name: 'Sign Up' }).click();
  const form = recipient.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(recipientTag);
  await form.getByLabel('Email').fill(recipientEmail);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(recipient).toHaveURL(/\/gifts\/claim\?token=/);
  await recipient.getByRole('button', { name: 'Add to my deals' }).click();

  // The pass is theirs.
  await expect(recipient).toHaveURL(/\/profile$/);
  const mine = recipient.getByTestId('purchase-item').filter({ hasText: title });
  await expect(mine.getByTestId('purchase-code')).toHaveText(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await expect(recipient.getByRole('link', { name: `Show to Cashier: ${title}` })).toBeVisible();

  // The link is spent: it now says the gift is claimed, and by whom only to its claimant.
  await recipient.goto(link![1]!);
  await expect(recipient.getByText('This gift is yours')).toBeVisible();
  await context.close();

  // The buyer sees who claimed it, and when.
  await page.reload();
  await expect(sent.getByTestId('sent-gift-label')).toHaveText(`Gifted to Ana, claimed on ${formatGiftDate(new Date())}`);
  await expect(sent.getByRole('button', { name: `Resend the gift: ${title}` })).toHaveCount(0);
  await page.goto(link![1]!);
  await expect(page.getByText('Already claimed')).toBeVisible();
});
