import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_DEALS } from '@marketplace/core/demo/domain/demo-catalogue';
import { expect, test } from './fixtures.js';

// Issue 21, pictures: the business uploads a picture in the deal form and shoppers see it on
// /deals, served from this site in its WebP widths (DESIGN.md 10.7).

test.describe.configure({ timeout: 120_000 });

const PAGE_READY = { timeout: 30_000 } as const;
/** Cards in the first row of /deals load their pictures at once; the rest lazily. */
const FIRST_ROW = 4;

/** A landscape JPEG made here, with EXIF, as a phone would send it. */
async function aPhoto(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#be123c"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/><circle cx="800" cy="520" r="300" fill="#fff7ed"/><circle cx="720" cy="480" r="90" fill="#f59e0b"/>
  </svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 85 }).withExif({ IFD0: { Make: 'BrowserCam' } }).toBuffer();
}

/** The picture in `locator` has loaded from one of its srcset widths. */
async function naturalWidth(image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete), PAGE_READY).toBe(true);
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

test('the business uploads a picture in the deal form, and it shows on /deals', async ({ page }) => {
  expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
  const title = `Sunny brunch ${Date.now().toString(36)}`;
  await page.goto('/business/create-deal');
  const form = page.getByRole('form', { name: 'Create deal' });
  await expect(form.getByLabel('Title')).toBeVisible(PAGE_READY);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Two brunch plates and two bottomless coffees, any weekend morning.');
  await form.getByLabel('Category').selectOption('Café');
  await form.getByLabel('Price ($)').fill('12.50');
  await form.getByLabel('Discount (%)').fill('25');

  // A file that is not a picture is refused with the server's own words.
  await form.getByLabel('Picture (optional)').setInputFiles({ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(form.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP picture' })).toBeVisible();

  await form.getByLabel('Picture (optional)').setInputFiles({ name: 'brunch.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
  const preview = page.getByTestId('image-preview').getByRole('img');
  await expect(preview).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/, PAGE_READY);
  expect(await naturalWidth(preview)).toBeGreaterThan(0);
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);

  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toHaveCount(1, PAGE_READY);
  const picture = card.getByRole('img', { name: title });
  await expect(picture).toHaveAttribute('srcset', /\/media\/[0-9a-f]{32}-400\.webp 400w/);
  await expect(picture).toHaveAttribute('sizes', /100vw$/);
  expect(await naturalWidth(picture)).toBeGreaterThan(0);
  const src = await picture.evaluate((element) => (element as HTMLImageElement).currentSrc);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every demo deal on /deals shows its own picture, the first row at once and the rest lazily', async ({ page }) => {
  // Parallel tests add deals of their own, some without a picture, and push demo deals to later
  // pages: every page is read, and the demo deals are told by their titles.
  const demoTitles = new Set(DEMO_DEALS.map((deal) => deal.title));
  await page.goto('/deals');
  const cards = page.getByTestId('deal-card');
  const checked = { eager: 0, lazy: 0 };
  for (let pageNumber = 1; ; pageNumber += 1) {
    await expect(cards.first()).toBeVisible(PAGE_READY);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      if (!demoTitles.has(title)) continue;
      const image = card.getByRole('img', { name: title });
      await expect(image, title).toHaveCount(1);
      // Each page's first row is above the fold when it shows.
      const loading = index < FIRST_ROW ? 'eager' : 'lazy';
      await expect(image, `${title} (page ${pageNumber}, card ${index + 1})`).toHaveAttribute('loading', loading);
      checked[loading] += 1;
      await image.scrollIntoViewIfNeeded();
      expect(await naturalWidth(image), title).toBeGreaterThan(0);
      await expect(card.getByText('No image available')).toHaveCount(0);
    }
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByText(new RegExp(`^Page ${pageNumber + 1} of`))).toBeVisible();
  }
  // The demo catalogue lists 27 live deals; a parallel test may pause one of them for a moment.
  expect(checked.eager + checked.lazy, 'demo deals checked').toBeGreaterThanOrEqual(25);
  expect(checked.lazy, 'demo deals below the first row').toBeGreaterThan(0);
});
