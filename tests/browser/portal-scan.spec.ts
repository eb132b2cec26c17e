import type { Browser, Page } from '@playwright/test';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { VISITED_FLAG_KEY, expect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

// The dashboard's Scan Codes tab against the real server (DESIGN.md section 3, "Business scanning
// is real"): a customer buys a deal of the demo business (Sunrise Bistro) on the storefront, the
// business validates and redeems the code in a second browser context, and every refusal is said
// in words. Each test uses a customer of its own, so parallel tests never share a purchase.

const SUNRISE_BRUNCH = { id: 101, title: 'Weekend Brunch for Two' };
const SUNRISE_HAPPY_HOUR = { id: 119, title: 'Happy Hour Small Plates' };
/** A deal of Bean There Café, another business. */
const BEAN_PUNCH_CARD = 102;

// Two browser contexts, a storefront purchase with the demo payment's 2-second wait, and axe runs.
test.describe.configure({ timeout: 180_000 });
/** For the first look at a page and for answers that wait on the server. */
const SERVER_WAIT = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** A second browser (the till), signed in as the demo business, on the dashboard's Scan Codes tab. */
async function openTill(browser: Browser, baseURL: string | undefined, init?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  if (init) await context.addInitScript({ content: init });
  const till = await context.newPage();
  await blockImageCdn(till);
  expect((await till.request.post('/api/demo-login/business')).ok()).toBe(true);
  await till.goto('/business/dashboard?tab=scan');
  const tab = till.getByRole('tab', { name: 'Scan Codes' });
  await tab.click({ timeout: 20_000 });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(till.getByRole('heading', { name: 'Scan Codes', level: 2 })).toBeVisible();
  return till;
}

async function validate(till: Page, typed: string) {
  const input = till.getByLabel('Text code', { exact: true });
  await input.fill('');
  await input.pressSequentially(typed);
  await till.getByRole('button', { name: 'Validate' }).click();
}

/** The customer buys a deal on the storefront with the demo card and reads the success view. */
async function buyOnStorefront(page: Page, dealId: number): Promise<{ textCode: string }> {
  await page.goto(`/checkout/${dealId}`);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Turn off confetti' }).click();
  const textCode = (await page.getByTestId('text-code').textContent()) ?? '';
  expect(textCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  return { textCode };
}

test.describe('scan codes', () => {
  test('a bought code is validated, redeemed after confirmation, then refused as already redeemed', async ({ page, browser, baseURL }) => {
    const customer = await registerCustomer(page, 'scan');
    const { textCode } = await buyOnStorefront(page, SUNRISE_BRUNCH.id);

    const till = await openTill(browser, baseURL);
    await expectNoSeriousA11yViolations(till, { label: 'scan codes: empty' });
    // Typed as a cashier might: lower case, no dash.
    await validate(till, textCode.replace('-', '').toLowerCase());
    await expect(till.getByLabel('Text code', { exact: true })).toHaveValue(textCode);

    const card = till.getByRole('article', { name: 'Purchase details' });
    await expect(card.getByRole('heading', { name: SUNRISE_BRUNCH.title })).toBeVisible(SERVER_WAIT);
    await expect(card.getByTestId('code-status')).toHaveText('Active');
    await expect(card.getByTestId('code-customer')).toHaveText(customer);
    await expect(card.getByTestId('code-uses-left')).toHaveText('1 of 1 use left');
    await expect(card.getByTestId('code-price')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(card.getByTestId('code-discount')).toHaveText(/^\d+%off$/);
    await expect(card.getByTestId('code-expiry')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(card.getByText('Valid code')).toBeVisible();
    await expectNoSeriousA11yViolations(till, { label: 'scan codes: validated' });
    await screenshotBothWidths(till, 'portal-scan-validated');

    // Validating used nothing up: the customer's purchase is still active.
    const mine = await (await page.request.get('/api/user/purchases')).json();
    expect(JSON.stringify(mine)).toContain('"redemptionsUsed":0');

    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = till.getByRole('dialog', { name: 'Redeem this code?' });
    await expect(dialog).toContainText(`Redeem one use of ${SUNRISE_BRUNCH.title}`);
    await expect(dialog).toContainText('No uses will be left. You can undo it for 10 minutes afterwards.');
    await expectNoSeriousA11yViolations(till, { include: 'dialog[open]', label: 'scan codes: confirm dialog' });
    await dialog.getByRole('button', { name: 'Confirm redemption' }).click();

    await expect(till.getByTestId('code-redeemed')).toContainText('Redeemed', SERVER_WAIT);
    await expect(till.getByRole('status').filter({ hasText: 'Code Redeemed' })).toBeVisible();
    await expect(card.getByTestId('code-uses-left')).toHaveText('No uses left (1 of 1 used)');
    await expect(card.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(till, { label: 'scan codes: redeemed' });
    await screenshotBothWidths(till, 'portal-scan-redeemed');

    await till.getByRole('button', { name: 'Check next code' }).click();
    await expect(till.getByLabel('Text code', { exact: true })).toBeFocused();
    await validate(till, textCode);
    const again = till.getByRole('article', { name: 'Purchase details' });
    await expect(again.getByTestId('code-status')).toHaveText('Redeemed', SERVER_WAIT);
    await expect(again.getByTestId('code-problem')).toContainText('Already redeemed');
    await expect(again.getByTestId('code-problem')).toContainText('This code has already been redeemed.');
    await expect(again.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(till, { label: 'scan codes: already redeemed' });

    await till.context().close();
  });

  test('a 3-use purchase stays Active after a use at the till, which shows what was paid, and My Deals still offers it (DESIGN.md 10.3)', async ({ page, browser, baseURL }) => {
    const till = await openTill(browser, baseURL);
    const title = `Three Visit Pass ${uniqueTag('')}`;
    const dealId = await createDemoBusinessDeal(till.request, { title, price: 10, maxRedemptionsPerUser: 3 });

    // The customer picks 3 uses at checkout: $10 and $5 for each use beyond the first.
    await registerCustomer(page, 'multi');
    await page.goto(`/checkout/${dealId}`);
    const more = page.getByRole('button', { name: 'More redemptions' });
    await more.click();
    await more.click();
    await expect(page.getByTestId('redemptions')).toHaveText('3');
    await expect(more).toBeDisabled();
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible(SERVER_WAIT);
    await expect(page.getByTestId('success-uses')).toHaveText('3 of 3 uses left');
    const textCode = (await page.getByTestId('text-code').textContent()) ?? '';

    // The till redeems one use: the purchase stays Active with 2 of 3 uses, and shows the $20.00 paid.
    await validate(till, textCode);
    const card = till.getByRole('article', { name: 'Purchase details' });
    await expect(card.getByTestId('code-uses-left')).toHaveText('3 of 3 uses left', SERVER_WAIT);
    await expect(card.getByTestId('code-price')).toHaveText('$20.00');
    await card.getByRole('button', { name: 'Redeem' }).click();
    await till.getByRole('dialog', { name: 'Redeem this code?' }).getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(till.getByTestId('code-redeemed')).toContainText('2 of 3 uses left.', SERVER_WAIT);
    await till.getByRole('button', { name: 'Check next code' }).click();
    await validate(till, textCode);
    const again = till.getByRole('article', { name: 'Purchase details' });
    await expect(again.getByTestId('code-uses-left')).toHaveText('2 of 3 uses left', SERVER_WAIT);
    await expect(again.getByTestId('code-status')).toHaveText('Active');
    await expect(again.getByTestId('code-price')).toHaveText('$20.00');
    await expect(again.getByText('Valid code')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    await till.context().close();

    // My Deals still offers the pass, and the cashier view says what is left.
    await page.goto('/profile?tab=deals');
    const item = page.getByTestId('purchase-item').filter({ hasText: textCode });
    await expect(item.getByTestId('purchase-status')).toHaveText('Active', SERVER_WAIT);
    await expect(item.getByTestId('purchase-uses')).toHaveText('2 of 3 uses left');
    await expect(item.getByText(/paid \$20\.00/)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Redeem Now' })).toBeEnabled();
    await item.getByRole('link', { name: `Show to Cashier: ${title}` }).click();
    await expect(page.getByTestId('cashier-status')).toHaveText('Active', SERVER_WAIT);
    await expect(page.getByTestId('cashier-uses')).toHaveText('2 of 3 uses left');
    await expect(page.getByText(/cannot be redeemed/)).toHaveCount(0);
  });

  test('a code redeemed elsewhere meanwhile is refused on redeem', async ({ page, browser, baseURL }) => {
    await registerCustomer(page, 'race');
    const bought = await buyThroughApi(page, SUNRISE_HAPPY_HOUR.id);
    const till = await openTill(browser, baseURL);

    await validate(till, bought.textCode);
    const card = till.getByRole('article', { name: 'Purchase details' });
    await expect(card.getByRole('heading', { name: SUNRISE_HAPPY_HOUR.title })).toBeVisible(SERVER_WAIT);
    // Every allowed use is redeemed at another till before this one confirms.
    const uses = Number((await card.getByTestId('code-uses-left').textContent())?.split(' of ')[0]);
    // maxRetries: Playwright's client may reuse a keep-alive socket the server is closing at its 5 s
    // idle timeout (ECONNRESET before the request is read), which a browser retries too.
    for (let use = 0; use < uses; use += 1) {
      expect((await till.request.post('/api/business/redeem', { data: { code: bought.textCode }, maxRetries: 2 })).ok()).toBe(true);
    }

    await card.getByRole('button', { name: 'Redeem' }).click();
    await till.getByRole('dialog').getByRole('button', { name: 'Confirm redemption' }).click();

    await expect(card.getByTestId('code-problem')).toContainText('Already redeemed', SERVER_WAIT);
    await expect(card.getByTestId('code-problem')).toContainText('This code has already been redeemed.');
    await expect(till.getByRole('alert').filter({ hasText: 'Could not redeem' })).toBeVisible();
    await till.context().close();
  });

  test("another business's code and an unknown code are refused", async ({ page, browser, baseURL }) => {
    await registerCustomer(page, 'other');
    const elsewhere = await buyThroughApi(page, BEAN_PUNCH_CARD);
    const till = await openTill(browser, baseURL);

    // Another shop's code answers exactly like a code that does not exist (DESIGN.md 10.2).
    await validate(till, elsewhere.textCode);
    const problem = till.getByTestId('code-problem');
    await expect(problem).toContainText('Unknown code', SERVER_WAIT);
    await expect(problem).toContainText('No purchase matches this code. Check the code and try again.');
    await expect(till.getByRole('article', { name: 'Purchase details' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(till, { label: "scan codes: another business's code" });
    await screenshotBothWidths(till, 'portal-scan-refused');

    await till.getByRole('button', { name: 'Try another code' }).click();
    await validate(till, 'zzzz-zzzz');
    await expect(problem).toContainText('Unknown code', SERVER_WAIT);
    await expect(problem).toContainText('No purchase matches this code. Check the code and try again.');

    // The customer's purchase elsewhere is untouched.
    const purchases = await (await page.request.get('/api/user/purchases')).json();
    expect(JSON.stringify(purchases)).toContain('"redemptionsUsed":0');
    await till.context().close();
  });

  test('without a camera the scanner says so and points to the text code', async ({ browser, baseURL }) => {
    // No camera at all: this browser exposes no capture device to the page.
    const till = await openTill(browser, baseURL, "Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')) } });");
    await till.getByRole('button', { name: 'Scan QR Code' }).click();

    const problem = till.getByTestId('camera-problem');
    await expect(problem).toContainText('Camera unavailable', SERVER_WAIT);
    await expect(problem).toContainText('No camera was found on this device. Type the text code instead.');
    await expect(till.getByLabel('Camera preview')).toHaveCount(0);
    await expect(till.getByRole('button', { name: 'Scan QR Code' })).toBeEnabled();
    await expectNoSeriousA11yViolations(till, { label: 'scan codes: no camera' });
    await till.context().close();
  });

  test('the camera reads the QR code on the customer screen and validates it', async ({ page, browser, baseURL }) => {
    await registerCustomer(page, 'qr');
    await buyOnStorefront(page, SUNRISE_BRUNCH.id);
    const qr = page.getByRole('img', { name: /^QR code/ });
    await expect(qr).toBeVisible(SERVER_WAIT);
    // The picture is of the code alone, as the customer holds it up: the payment toast gone (it closes
    // by itself after 5 s) and the code in mid-screen, clear of the sticky header (turning the confetti
    // off scrolled the page down).
    await expect(page.getByLabel(/^Notifications/).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 });
    await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const picture = `data:image/png;base64,${(await qr.screenshot()).toString('base64')}`;

    // A camera whose picture is the customer's screen: a canvas stream showing the QR code.
    const fakeCamera = `
      (() => {
        const streams = [];
        window.__fakeCameraStreams = streams;
        const getUserMedia = async () => {
          const image = new Image();
          image.src = ${JSON.stringify(picture)};
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 640;
          canvas.height = 480;
          const context = canvas.getContext('2d');
          const draw = () => {
            context.fillStyle = '#ffffff';
            context.fillRect(0, 0, 640, 480);
            context.drawImage(image, 170, 90, 300, 300);
          };
          draw();
          setInterval(draw, 100);
          const stream = canvas.captureStream(10);
          streams.push(stream);
          return stream;
        };
        Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
      })();
    `;
    const till = await openTill(browser, baseURL, fakeCamera);
    await till.getByRole('button', { name: 'Scan QR Code' }).click();

    const card = till.getByRole('article', { name: 'Purchase details' });
    await expect(card.getByRole('heading', { name: SUNRISE_BRUNCH.title })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('code-status')).toHaveText('Active');
    await expect(till.getByLabel('Camera preview')).toHaveCount(0);
    // The camera is off once the code is read.
    expect(await till.evaluate('window.__fakeCameraStreams.every((stream) => stream.getTracks().every((track) => track.readyState === "ended"))')).toBe(true);

    await card.getByRole('button', { name: 'Redeem' }).click();
    await till.getByRole('dialog').getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(till.getByTestId('code-redeemed')).toBeVisible(SERVER_WAIT);
    await till.context().close();
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ browser, baseURL }) => {
    const till = await openTill(browser, baseURL);
    await till.setViewportSize({ width: 360, height: 740 });
    await validate(till, 'zzzz-zzzz');
    await expect(till.getByTestId('code-problem')).toBeVisible(SERVER_WAIT);
    expect(await till.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await till.context().close();
  });
});
