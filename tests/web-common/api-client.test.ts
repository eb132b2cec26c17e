import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchAnswer, apiUrl, errorDescription } from '@marketplace/web-common/api/api-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

describe('API client (customer-side sections 7 and 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and JSON, and leaves blank query values out', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/api/login', { method: 'POST', body: { email: 'a@b.c' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(apiUrl('/api/deals', { active: true, category: '', page: 2, q: undefined })).toBe('/api/deals?active=true&page=2');
  });

  it('sends extra headers (an Idempotency-Key) without letting them replace Accept or Content-Type', async () => {
    const fetch = answer(201, '{"id":1}');
    vi.stubGlobal('fetch', fetch);
    await apiFetch('/api/create-payment-intent', { method: 'POST', body: { dealId: 1 }, headers: { 'Idempotency-Key': 'k-1', Accept: 'text/html' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ 'Idempotency-Key': 'k-1', Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('raises "<status>: <body>" and keeps the parsed body with its issues', async () => {
    const body = '{"message":"Invalid input","issues":[{"path":"email","message":"Please enter a valid email"}]}';
    vi.stubGlobal('fetch', answer(400, body));
    const error = (await apiFetch('/api/login').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'email', message: 'Please enter a valid email' }]);
    expect(errorDescription(error)).toBe('Invalid input');
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    const error = (await apiFetch('/api/deals').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.issues).toEqual([]);
    expect(errorDescription(error)).toBe('503: Service Unavailable');
  });

  it('answers the body with the headers when asked (a total in X-Total-Count)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[{"id":1}]', { status: 200, headers: { 'X-Total-Count': '41' } })));
    const { body, headers } = await apiFetchAnswer<{ id: number }[]>('/api/waitlist');
    expect(body).toEqual([{ id: 1 }]);
    expect(headers.get('X-Total-Count')).toBe('41');
  });
});
