import { expect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

// The waitlist, the marketing pages and the global chrome (business-side sections 2, 4, 5, 8 and 9;
// customer-side section 2), against the real server.

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

test.describe('waitlist', () => {
  test('shows the schema messages, then submits and shows the thank-you view', async ({ page }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    await expect(page.getByLabel('Customer (discounter)')).toBeChecked();
    await expect(page.getByLabel('How interested are you?')).toHaveValue('5');
    await expect(page.getByLabel('How interested are you?').locator('option')).toHaveText([
      '1 - Not interested',
      '2 - Slightly interested',
      '3 - Moderately interested',
      '4 - Very interested',
      '5 - Extremely interested',
    ]);

    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await screenshotBothWidths(page, 'waitlist-errors');

    const tag = `wl${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`${tag}@example.com`);
    await page.getByLabel('Phone').fill('555-0100');
    await page.getByLabel('Business').check();
    await page.getByLabel('How interested are you?').selectOption('4');
    await page.getByLabel('Feedback (optional)').fill('Looks great.');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/waitlist') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ name: 'Ada Lovelace', email: `${tag}@example.com`, phone: '555-0100', type: 'business', rating: 4, feedback: 'Looks great.' });

    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(page.getByText('Thank you for joining our waitlist!')).toBeVisible();
    await expect(page.getByText("We'll keep you updated on our progress.")).toBeVisible();
    await screenshotBothWidths(page, 'waitlist-thank-you');

    await page.getByRole('button', { name: 'Submit Another Response' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
  });

  test('keeps the form and shows the server message on a failure', async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The waitlist is closed' }) }));
    await page.goto('/waitlist');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('555-0100');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('There was a problem with your submission')).toBeVisible();
    await expect(page.getByText('The waitlist is closed')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  });

  test('the submit button says Submitting and is disabled while the request is pending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 1, message: 'ok' }) });
    });
    await page.goto('/waitlist');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('555-0100');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const submitting = page.getByRole('button', { name: 'Submitting' });
    await expect(submitting).toBeDisabled();
    await expect(submitting).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
  });
});

test.describe('fee calculator', () => {
  test('a bracket preselects its first discount and shows the results; a new bracket resets the discount', async ({ page }) => {
    await page.goto('/for-businesses');
    await expect(page.getByRole('heading', { name: 'Grow Your Business with Prepaid Discounts' })).toBeVisible();
    await expect(page.locator('#fee-calculator')).toBeVisible();
    await expect(page.getByText('Select a spend bracket to see the fee')).toBeVisible();
    await expect(page.getByLabel('Discount offered')).toHaveCount(0);
    await expect(page.getByText('$25.00')).toBeVisible();

    await page.getByLabel('Typical customer spend').selectOption({ label: '$75–$125' });
    await expect(page.getByLabel('Discount offered')).toHaveValue('15');
    await expect(page.getByTestId('fee-fee')).toHaveText('$8.00');
    await expect(page.getByTestId('fee-business-share')).toHaveText('$6.00');
    await expect(page.getByTestId('fee-platform-share')).toHaveText('$2.00');
    await expect(page.getByTestId('fee-customer-savings')).toHaveText('$15.00');
    await expect(page.getByTestId('fee-value-per-dollar')).toHaveText('1.88');
    await expect(page.getByTestId('fee-monthly-projection')).toHaveText('$300.00');

    await page.getByLabel('Discount offered').selectOption('20');
    await expect(page.getByTestId('fee-fee')).toHaveText('$14.00');
    await expect(page.getByTestId('fee-business-share')).toHaveText('$10.50');
    await expect(page.getByTestId('fee-platform-share')).toHaveText('$3.50');
    await expect(page.getByTestId('fee-customer-savings')).toHaveText('$20.00');
    await screenshotBothWidths(page, 'for-businesses');

    await page.getByLabel('Typical customer spend').selectOption({ label: '$125–$200' });
    await expect(page.getByLabel('Discount offered')).toHaveValue('15');
    await expect(page.getByLabel('Discount offered').locator('option')).toHaveText(['15% off']);
    await expect(page.getByTestId('fee-fee')).toHaveText('$13.00');

    await page.getByLabel('Typical customer spend').selectOption('');
    await expect(page.getByText('Select a spend bracket to see the fee')).toBeVisible();
  });

  test('How It Works sends businesses to the calculator', async ({ page }) => {
    await page.goto('/how-it-works');
    await page.getByRole('link', { name: 'Calculate Your Fees' }).click();
    await expect(page).toHaveURL(/\/for-businesses#fee-calculator$/);
    await expect(page.locator('#fee-calculator')).toBeInViewport();
  });
});

test.describe('marketing pages', () => {
  const pages = [
    { path: '/how-it-works', heading: 'How It Works', name: 'how-it-works' },
    { path: '/partnerships', heading: 'Partnerships and Platform Stats', name: 'partnerships' },
    { path: '/recession-proof', heading: 'Built to Be Recession Proof', name: 'recession-proof' },
    { path: '/contact', heading: 'Contact Us', name: 'contact' },
    { path: '/waitlist', heading: 'Join Our Waitlist', name: 'waitlist' },
  ] as const;
  for (const { path, heading, name } of pages) {
    test(`${path} renders its heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await screenshotBothWidths(page, name);
    });
  }

  test('How It Works has both step lists, the value widget and its links', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('list', { name: 'Steps for discounters' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Steps for businesses' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('discount-value')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join as a Business' })).toHaveAttribute('href', '/business/auth');
    await expect(page.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/auth');
  });

  // Its counters are the server's figures (settings-contact.spec.ts).
  test('Partnerships shows its links', async ({ page }) => {
    await page.goto('/partnerships');
    await expect(page.getByRole('link', { name: 'Register Your Business' })).toHaveAttribute('href', '/business/auth');
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Recession Proof links to the waitlist and How It Works', async ({ page }) => {
    await page.goto('/recession-proof');
    await page.getByRole('link', { name: 'Join the Waitlist' }).first().click();
    await expect(page.getByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  });
});

test.describe('demo guide', () => {
  test('the help button opens the guide with both tabs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the demo guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Interactive Demo Guide' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('tab', { name: 'For Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(guide.getByText('Each extra redemption adds $5.', { exact: false })).toBeVisible();
    await guide.getByRole('tab', { name: 'For Businesses' }).click();
    await expect(guide.getByRole('tab', { name: 'For Businesses' })).toHaveAttribute('aria-selected', 'true');
    await expect(guide.getByText('Cash to Discount', { exact: false })).toBeVisible();
    await screenshotBothWidths(page, 'demo-guide');
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();
  });
});

test.describe('welcome dialog', () => {
  test.use({ returningVisitor: false });

  test('appears on the first visit only; Home Page closes it', async ({ page }) => {
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' });
    await expect(welcome).toBeVisible();
    for (const name of ['Demo User', 'Demo Business', 'Home Page', 'Join Waitlist']) await expect(welcome.getByRole('button', { name })).toBeVisible();
    await screenshotBothWidths(page, 'welcome-dialog');
    expect(await page.evaluate(() => localStorage.getItem('visited'))).not.toBeNull();
    await welcome.getByRole('button', { name: 'Home Page' }).click();
    await expect(welcome).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Buy Discounts. Save Big.' })).toBeVisible();
    await expect(welcome).toBeHidden();

    // Shift+W clears the flag and reloads, so the dialog comes back. It listens once GET /api/config
    // has said demo mode (the demo guide's button shows the same moment).
    await expect(page.getByRole('button', { name: 'Open the demo guide' })).toBeVisible();
    await page.keyboard.press('Shift+W');
    await expect(welcome).toBeVisible();
  });

  test('Join Waitlist goes to /waitlist', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' }).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
  });

  test('Demo User signs in and lands on /profile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' }).getByRole('button', { name: 'Demo User' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("the footer's Show Welcome brings it back", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' }).getByRole('button', { name: 'Home Page' }).click();
    await page.getByRole('button', { name: 'Show Welcome' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' })).toBeVisible();
  });
});
