// The dashboard's Scan Codes tab (DESIGN.md section 3, "Business scanning is real"): the text-code
// helpers, validate → confirm → redeem against a mocked API, every refusal in words, and the camera
// (unavailable, denied, a QR code read straight into validation, the stream stopped).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { ScanCodesPanel } from '../../../apps/business-portal/src/features/scan-codes/components/scan-codes-panel.js';
import type { CodeCheck } from '../../../apps/business-portal/src/features/scan-codes/api/validate-code.js';
import { cameraProblemOf } from '../../../apps/business-portal/src/features/scan-codes/camera.js';
import { formatTextCodeInput, redemptionCodeOf } from '../../../apps/business-portal/src/features/scan-codes/text-code.js';
import type { ErrorResponse } from '@marketplace/core/shared/schemas/common.response';
import { mockApi, type ApiRoutes, type ErrorStatus } from '../api-mock.js';
import { renderWithApp } from '../render.js';
import { BILL_MESSAGE } from '@marketplace/core/purchases/domain/redemption';
import { someStats } from './portal-mothers.js';
import { businessStatsQueryOptions } from '../../../apps/business-portal/src/api/get-business-stats.js';

const QR_TOKEN = 'Qx7_kP2-mZ9aLw4bYc8dEf1g';
/** What the customer's live pass shows (DESIGN.md 10.6): the token, the time step and a MAC. */
const LIVE_QR = `LP1.${QR_TOKEN}.58037200.AAAAAAAAAAAAAAAAAAAAAA`;

/** A code check as the server presents it: an active purchase of 2 uses, none used. */
function aCodeCheck(overrides: Partial<CodeCheck> = {}): CodeCheck {
  return {
    purchaseId: 42,
    displayId: '000042',
    status: 'Active',
    redeemable: true,
    refusal: null,
    usesLeft: 2,
    redemptions: 2,
    discountPercent: 15,
    amount: 13,
    price: 8,
    expiryDate: '2099-03-05T00:00:00.000Z',
    redeemedAt: null,
    customer: 'sam_buyer',
    deal: { id: 101, title: 'Weekend Brunch for Two', category: 'Restaurant', imageUrl: null, endDate: '2099-03-05T00:00:00.000Z', businessId: 3, freeItem: null },
    freeItem: null,
    location: null,
    redemptionId: null,
    undoableUntil: null,
    ...overrides,
  };
}

/** The business's one location, which the till takes without asking. */
const MAIN_STREET = {
  id: 7,
  name: 'Main street',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  latitude: null,
  longitude: null,
  hours: null,
  today: { text: 'Hours not given', openNow: null },
};

function renderPanel(routes: ApiRoutes = {}) {
  const api = mockApi({ 'GET /api/business/locations': { body: { locations: [MAIN_STREET] } }, 'POST /api/business/validate-code': { body: aCodeCheck() }, ...routes });
  const rendered = renderWithApp(<ScanCodesPanel />);
  return { ...rendered, api };
}

async function validateTyped(user: ReturnType<typeof renderWithApp>['user'], typed: string) {
  await user.type(screen.getByLabelText('Text code'), typed);
  await user.click(screen.getByRole('button', { name: 'Validate' }));
}

afterEach(() => {
  toastStore.dismiss();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('text code helpers', () => {
  it('formats what is typed: upper case, letters and digits only, XXXX-XXXX up to 8 characters, XXXXX-XXXXX for 9 and 10, at most 10', () => {
    expect(formatTextCodeInput('abcd')).toBe('ABCD');
    expect(formatTextCodeInput('abcde')).toBe('ABCD-E');
    expect(formatTextCodeInput('abcd2345')).toBe('ABCD-2345');
    expect(formatTextCodeInput('ab cd-23 45')).toBe('ABCD-2345');
    expect(formatTextCodeInput('abcde2345')).toBe('ABCDE-2345');
    expect(formatTextCodeInput('abcde23456')).toBe('ABCDE-23456');
    expect(formatTextCodeInput('ab cde-234 56')).toBe('ABCDE-23456');
    expect(formatTextCodeInput('ABCDE-23456XYZ')).toBe('ABCDE-23456');
    expect(formatTextCodeInput('ABCD-')).toBe('ABCD');
    expect(formatTextCodeInput('')).toBe('');
  });

  it('reads a text code of 10 or 8 characters with or without the dash in any case, keeps a QR token as it is and refuses anything else', () => {
    expect(redemptionCodeOf('ABCDE-23456')).toBe('ABCDE-23456');
    expect(redemptionCodeOf('abcde23456')).toBe('ABCDE-23456');
    expect(redemptionCodeOf(' abcde 23456 ')).toBe('ABCDE-23456');
    expect(redemptionCodeOf('oilxz-23456')).toBe('011XZ-23456');
    expect(redemptionCodeOf('ABCDE-2345')).toBeUndefined();
    expect(redemptionCodeOf('ABCD-23456')).toBeUndefined();
    expect(redemptionCodeOf('ABCD-2345')).toBe('ABCD-2345');
    expect(redemptionCodeOf('abcd2345')).toBe('ABCD-2345');
    expect(redemptionCodeOf(' abcd 2345 ')).toBe('ABCD-2345');
    // Crockford look-alikes, read as the server reads them.
    expect(redemptionCodeOf('oilx-2345')).toBe('011X-2345');
    expect(redemptionCodeOf(QR_TOKEN)).toBe(QR_TOKEN);
    expect(redemptionCodeOf(` ${LIVE_QR}\n`)).toBe(LIVE_QR);
    expect(redemptionCodeOf('ABC-234')).toBeUndefined();
    expect(redemptionCodeOf('https://example.com/not-a-code')).toBeUndefined();
  });

  it('names each camera failure', () => {
    expect(cameraProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('not_found');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(new Error('odd'))).toBe('failed');
  });
});

describe('validate and redeem a text code', () => {
  it('formats the typed 10-character code, validates it without redeeming and shows the purchase', async () => {
    const { user, api } = renderPanel();
    const input = screen.getByLabelText('Text code');
    expect(input).toHaveAccessibleDescription(/^10 letters and digits, like ABCDE-23456 \(older codes have 8, like ABCD-2345\)/);
    expect(input).toHaveAttribute('placeholder', 'ABCDE-23456');

    await user.type(input, 'abcde');
    expect(input).toHaveValue('ABCD-E');
    await user.type(input, '2345');
    expect(input).toHaveValue('ABCDE-2345');
    await user.type(input, '6');
    expect(input).toHaveValue('ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    const card = within(await screen.findByRole('article', { name: 'Purchase details' }));
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: 'ABCDE-23456', locationId: 7 });
    expect(card.getByRole('heading', { name: 'Weekend Brunch for Two' })).toBeInTheDocument();
    expect(card.getByTestId('code-discount')).toHaveTextContent('15%off');
    // What was paid for both uses, not the first use's price.
    expect(card.getByTestId('code-price')).toHaveTextContent('$13.00');
    expect(card.getByTestId('code-uses-left')).toHaveTextContent('2 of 2 uses left');
    expect(card.getByTestId('code-customer')).toHaveTextContent('sam_buyer');
    expect(card.getByTestId('code-expiry')).toHaveTextContent('Mar 5, 2099');
    expect(card.getByTestId('code-status')).toHaveTextContent('Active');
    expect(card.getByText('Valid code')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/business/redeem')).toHaveLength(0);
  });

  it('still takes an old 8-character code, shown and sent as XXXX-XXXX', async () => {
    const { user, api } = renderPanel();
    const input = screen.getByLabelText('Text code');
    await user.type(input, 'abcd2345');
    expect(input).toHaveValue('ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('article', { name: 'Purchase details' });
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: 'ABCD-2345', locationId: 7 });
  });

  it('takes a pasted 10-character code with spaces around it whole', async () => {
    const { user, api } = renderPanel();
    const input = screen.getByLabelText('Text code');
    await user.click(input);
    await user.paste('  abcde-23456  ');
    expect(input).toHaveValue('ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('article', { name: 'Purchase details' });
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: 'ABCDE-23456', locationId: 7 });
  });

  it('refuses 9 characters ("Invalid input") without calling the server', async () => {
    const { user, api } = renderPanel();
    await validateTyped(user, 'abcde2345');
    await waitFor(() => expect(screen.getByLabelText('Text code')).toHaveAccessibleDescription(/^Invalid input/));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('accepts the code with a dash in lower case', async () => {
    const { user, api } = renderPanel();
    await validateTyped(user, 'wxyz-6789');
    await screen.findByRole('article', { name: 'Purchase details' });
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: 'WXYZ-6789', locationId: 7 });
  });

  it('says "Required" for a blank code and "Invalid input" for a short one, without calling the server', async () => {
    const { user, api } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByLabelText('Text code')).toHaveAccessibleDescription(/^Required/);

    await user.type(screen.getByLabelText('Text code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByLabelText('Text code')).toHaveAccessibleDescription(/^Invalid input/));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('redeems after confirmation, shows the success and refreshes the stats and deals', async () => {
    const { user, api, queryClient } = renderPanel({
      'POST /api/business/redeem': { body: aCodeCheck({ usesLeft: 1, redeemedAt: '2025-03-03T10:00:00.000Z' }) },
    });
    queryClient.setQueryData(businessStatsQueryOptions().queryKey, someStats({ sales: 1 }));
    queryClient.setQueryData(['business', 'deals'], { deals: [] });
    await validateTyped(user, 'ABCD2345');

    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redeem this code?' }));
    expect(dialog.getByText(/Redeem one use of Weekend Brunch for Two \(15% off\) for sam_buyer\? 1 of 2 uses will be left\. You can undo it for 10 minutes afterwards\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/redeem')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirm redemption' }));

    const redeemed = await screen.findByTestId('code-redeemed');
    expect(redeemed).toHaveTextContent('Redeemed');
    expect(redeemed).toHaveTextContent('Apply 15% off to this order. 1 of 2 uses left.');
    expect(api.callsTo('POST', '/api/business/redeem')[0]?.body).toEqual({ code: 'ABCD-2345', locationId: 7 });
    expect(screen.getByTestId('code-uses-left')).toHaveTextContent('1 of 2 uses left');
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Code Redeemed')).toBeInTheDocument();
    expect(screen.getByText('15% off Weekend Brunch for Two for sam_buyer. 1 of 2 uses left.')).toBeInTheDocument();
    expect(queryClient.getQueryState(['business', 'stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['business', 'deals'])?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Check next code' }));
    expect(screen.queryByRole('article', { name: 'Purchase details' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Text code')).toHaveFocus();
  });

  it('redeems nothing when the confirmation is cancelled', async () => {
    const { user, api } = renderPanel();
    await validateTyped(user, 'ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/redeem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('says so when the code was redeemed in the meantime (409 on redeem)', async () => {
    const { user } = renderPanel({
      'POST /api/business/redeem': { status: 409, body: { message: 'This code has already been redeemed.', code: 'purchase.already_redeemed' } },
    });
    await validateTyped(user, 'ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm redemption' }));

    const problem = await screen.findByTestId('code-problem');
    expect(problem).toHaveTextContent('Already redeemed');
    expect(problem).toHaveTextContent('This code has already been redeemed.');
    const toastTitle = await screen.findByText('Could not redeem');
    expect(toastTitle.closest('[role="alert"]')).toHaveTextContent('This code has already been redeemed.');
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });
});

describe('refused codes', () => {
  const failures: { name: string; status: ErrorStatus; body: ErrorResponse | undefined; title: string; message: string }[] = [
    {
      name: 'an unknown code',
      status: 404,
      body: { message: 'No purchase matches this code. Check the code and try again.', code: 'code.not_found' },
      title: 'Unknown code',
      message: 'No purchase matches this code. Check the code and try again.',
    },
    {
      name: "another business's code",
      status: 404,
      body: { message: "This code is for another business's deal and cannot be redeemed here.", code: 'code.other_business' },
      title: "Another business's code",
      message: "This code is for another business's deal and cannot be redeemed here.",
    },
    {
      name: 'an already redeemed code',
      status: 409,
      body: { message: 'This code has already been redeemed.', code: 'purchase.already_redeemed' },
      title: 'Already redeemed',
      message: 'This code has already been redeemed.',
    },
    {
      name: 'an expired code',
      status: 410,
      body: { message: 'This deal has expired; the code can no longer be redeemed.', code: 'purchase.expired' },
      title: 'Code expired',
      message: 'This deal has expired; the code can no longer be redeemed.',
    },
    {
      name: 'a picture of the live pass, or a QR scanned too long ago',
      status: 410,
      body: { message: 'This code has expired; ask the customer to show the live code', code: 'code.live_pass_expired' },
      title: 'Scan the live code',
      message: 'This code has expired; ask the customer to show the live code',
    },
    {
      name: 'a refunded purchase',
      status: 410,
      body: { message: 'This purchase was refunded; its code can no longer be redeemed.', code: 'purchase.refunded' },
      title: 'Purchase refunded',
      message: 'This purchase was refunded; its code can no longer be redeemed.',
    },
    {
      name: 'a 404 without a body (no sentence of the server to show)',
      status: 404,
      body: undefined,
      title: 'Unknown code',
      message: 'The server gave no reason (error 404). Try again in a moment.',
    },
    {
      name: 'too many unknown codes (429)',
      status: 429,
      body: { message: 'Too many codes that match no purchase. Please wait a minute and try again.', code: 'rate_limit.code_lookup' },
      title: 'Too many attempts',
      message: 'Too many codes that match no purchase. Please wait a minute and try again.',
    },
    {
      name: 'a malformed code the server refuses (400)',
      status: 400,
      body: { message: 'Invalid input', issues: [{ path: 'code', message: 'Invalid input' }] },
      title: 'Not a valid code',
      message: "Enter the text code as the customer's screen shows it, for example ABCDE-23456 (older codes: ABCD-2345), or scan the QR code again.",
    },
    {
      name: 'a server failure',
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
      title: 'Could not check the code',
      message: 'Something went wrong on our side. Please try again.',
    },
  ];

  it.each(failures)('validating $name says "$title"', async ({ status, body, title, message }) => {
    const { user, api } = renderPanel({ 'POST /api/business/validate-code': { status, body } });
    await validateTyped(user, 'ABCD2345');

    const problem = await screen.findByTestId('code-problem');
    expect(problem).toHaveAttribute('role', 'alert');
    expect(problem).toHaveTextContent(title);
    expect(problem).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/redeem')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try another code' }));
    expect(screen.queryByTestId('code-problem')).not.toBeInTheDocument();
  });

  const refusals: { refusal: CodeCheck['refusal']; status: CodeCheck['status']; title: string; message: string }[] = [
    { refusal: 'used_up', status: 'Redeemed', title: 'Already redeemed', message: 'This code has already been redeemed.' },
    { refusal: 'expired', status: 'Expired', title: 'Code expired', message: 'This deal has expired; the code can no longer be redeemed.' },
    { refusal: 'refunded', status: 'Active', title: 'Purchase refunded', message: 'This purchase was refunded; its code can no longer be redeemed.' },
  ];

  it.each(refusals)('a code validated as "$refusal" shows the purchase, "$title" and no Redeem button', async ({ refusal, status, title, message }) => {
    const { user } = renderPanel({
      'POST /api/business/validate-code': {
        body: aCodeCheck({ redeemable: false, refusal, status, usesLeft: refusal === 'used_up' ? 0 : 2, redeemedAt: refusal === 'used_up' ? '2025-03-03T10:00:00.000Z' : null }),
      },
    });
    await validateTyped(user, 'ABCD2345');

    const card = within(await screen.findByRole('article', { name: 'Purchase details' }));
    expect(card.getByTestId('code-status')).toHaveTextContent(status);
    const problem = card.getByTestId('code-problem');
    expect(problem).toHaveTextContent(title);
    expect(problem).toHaveTextContent(message);
    expect(card.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    if (refusal === 'used_up') expect(card.getByText('Last redeemed')).toBeInTheDocument();
  });
});

describe('the camera', () => {
  function fakeCamera() {
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>().mockResolvedValue(stream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
    return { track, getUserMedia };
  }

  /** The browser's BarcodeDetector, finding `found` (or nothing) in every frame. */
  function fakeBarcodeDetector(found: () => string | null) {
    class FakeBarcodeDetector {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      detect = () => {
        const value = found();
        return Promise.resolve(value ? [{ rawValue: value }] : []);
      };
    }
    vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  }

  it('says when the browser has no camera API, and the text code still works', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));

    const problem = await screen.findByTestId('camera-problem');
    expect(problem).toHaveAttribute('role', 'alert');
    expect(problem).toHaveTextContent('Camera unavailable');
    expect(problem).toHaveTextContent("This browser can't use a camera on this page");
    expect(problem).toHaveTextContent('Type the text code instead.');
    expect(screen.getByRole('button', { name: 'Scan QR Code' })).toBeEnabled();
    expect(screen.getByLabelText('Text code')).toBeEnabled();
  });

  it.each([
    ['NotAllowedError', 'Camera access was blocked.'],
    ['NotFoundError', 'No camera was found on this device.'],
    ['NotReadableError', 'The camera is in use by another app.'],
  ])('explains a %s from getUserMedia', async (name, sentence) => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('camera', name));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));

    expect(await screen.findByTestId('camera-problem')).toHaveTextContent(sentence);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
  });

  it('validates a scanned QR code straight away and switches the camera off', async () => {
    const { track } = fakeCamera();
    let frames = 0;
    fakeBarcodeDetector(() => (++frames >= 2 ? LIVE_QR : null));
    const { user, api } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();

    await screen.findByRole('article', { name: 'Purchase details' });
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: LIVE_QR, locationId: 7 });
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan QR Code' })).toBeInTheDocument();
  });

  it('refuses a scanned QR code that is not a purchase code without calling the server', async () => {
    fakeCamera();
    fakeBarcodeDetector(() => 'https://example.com/menu');
    const { user, api } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));

    const problem = await screen.findByTestId('code-problem');
    expect(problem).toHaveTextContent('Not a purchase code');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('switches the camera off when closed and when the panel goes away', async () => {
    const { track } = fakeCamera();
    fakeBarcodeDetector(() => null);
    const { user, unmount } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));
    expect(await screen.findByText("Point the camera at the customer's QR code.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scan QR Code' }));
    expect(await screen.findByText("Point the camera at the customer's QR code.")).toBeInTheDocument();
    unmount();
    expect(track.stop).toHaveBeenCalledTimes(2);
  });
});

describe('the till location, the bill and the undo', () => {
  const AIRPORT = { ...MAIN_STREET, id: 8, name: 'Airport' };

  afterEach(() => window.localStorage.clear());

  it('asks where the till is when the business has several locations, remembers the choice on this device, and sends it', async () => {
    const { user, api } = renderPanel({ 'GET /api/business/locations': { body: { locations: [MAIN_STREET, AIRPORT] } } });
    await validateTyped(user, 'ABCD2345');
    expect(await screen.findByText('Choose the location first')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/validate-code')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Where is this till?'), '8');
    await user.click(screen.getByRole('button', { name: 'Use this location' }));

    expect(screen.getByTestId('till-location')).toHaveTextContent('Till at: Airport');
    expect(window.localStorage.getItem('marketplace.till.locationId')).toBe('8');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('article', { name: 'Purchase details' });
    expect(api.callsTo('POST', '/api/business/validate-code')[0]?.body).toEqual({ code: 'ABCD-2345', locationId: 8 });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Where is this till?')).toHaveValue('8');
  });

  it('starts at the location remembered on this device', async () => {
    window.localStorage.setItem('marketplace.till.locationId', '8');
    renderPanel({ 'GET /api/business/locations': { body: { locations: [MAIN_STREET, AIRPORT] } } });
    expect(await screen.findByTestId('till-location')).toHaveTextContent('Till at: Airport');
  });

  it('sends the bill total in cents, and refuses one that is not an amount without calling the server', async () => {
    const { user, api } = renderPanel({ 'POST /api/business/redeem': { body: aCodeCheck({ usesLeft: 1, redemptionId: 91, undoableUntil: '2099-01-01T00:00:00.000Z' }) } });
    await validateTyped(user, 'ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redeem this code?' }));
    await user.type(dialog.getByLabelText('Bill total (optional)'), 'twelve');
    await user.click(dialog.getByRole('button', { name: 'Confirm redemption' }));
    expect(dialog.getByText(BILL_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/redeem')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Bill total (optional)'));
    await user.type(dialog.getByLabelText('Bill total (optional)'), '$1,042.50');
    await user.click(dialog.getByRole('button', { name: 'Confirm redemption' }));

    await screen.findByTestId('code-redeemed');
    expect(api.callsTo('POST', '/api/business/redeem')[0]?.body).toEqual({ code: 'ABCD-2345', locationId: 7, billCents: 104250 });
  });

  it('offers Undo on the confirmation: with a reason it gives the use back, and the server’s refusal is what the cashier reads', async () => {
    let undoAnswer: { status?: number; body: unknown } = { status: 409, body: { message: 'Redemptions can only be undone within 10 minutes.' } };
    const { user, api } = renderPanel({
      'POST /api/business/redeem': { body: aCodeCheck({ usesLeft: 1, redemptionId: 91, undoableUntil: '2099-01-01T00:00:00.000Z' }) },
      'POST /api/business/redemptions/91/undo': () => undoAnswer as never,
    });
    await validateTyped(user, 'ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm redemption' }));
    await screen.findByTestId('code-redeemed');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Undo this redemption?' }));
    await user.type(dialog.getByLabelText('Reason'), 'Wrong customer');
    await user.click(dialog.getByRole('button', { name: 'Undo redemption' }));
    expect(await dialog.findByText('Redemptions can only be undone within 10 minutes.')).toBeInTheDocument();

    undoAnswer = {
      body: { undoId: 92, redemptionId: 91, time: '2025-03-03T10:01:00.000Z', by: { kind: 'owner', staffId: null, name: 'Owner' }, reason: 'Wrong customer', purchase: { id: 42, status: 'Active', usesLeft: 2, redemptions: 2 } },
    };
    await user.click(dialog.getByRole('button', { name: 'Undo redemption' }));

    expect(await screen.findByText('Redemption undone')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/redemptions/91/undo').at(-1)?.body).toEqual({ reason: 'Wrong customer' });
    expect(screen.queryByTestId('code-redeemed')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/validate-code')).toHaveLength(2);
  });
});

describe('the till’s own refusals', () => {
  it('says the server’s rule for a bill it refuses, and asks for the location again when it is gone', async () => {
    const { user } = renderPanel({
      'POST /api/business/redeem': { status: 400, body: { message: 'Invalid input', issues: [{ path: 'billCents', message: BILL_MESSAGE }] } },
    });
    await validateTyped(user, 'ABCD2345');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redeem this code?' }));
    await user.type(dialog.getByLabelText('Bill total (optional)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Confirm redemption' }));

    expect(await screen.findByText('Check the bill total')).toBeInTheDocument();
    expect(screen.getAllByText(BILL_MESSAGE).length).toBeGreaterThan(0);
  });

  it('titles a refused location as such, with the server’s sentence', async () => {
    const { user } = renderPanel({
      'POST /api/business/validate-code': { status: 404, body: { message: "This location is not one of your business's open locations. Choose the till's location again.", code: 'location.not_found' } },
    });
    await validateTyped(user, 'ABCD2345');
    expect(await screen.findByText('Choose the location again')).toBeInTheDocument();
    expect(screen.getByText(/not one of your business's open locations/)).toBeInTheDocument();
    // The till forgets it and asks where it is.
    expect(await screen.findByLabelText('Where is this till?')).toBeInTheDocument();
  });
});
