import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { MailCatcher } from '@marketplace/core/mail/ports/mail-catcher.port';
import type { Mailer } from '@marketplace/core/mail/ports/mailer.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { loadConfig } from '@marketplace/http/config';
import { buildContainer, resolve } from '@marketplace/http/container';
import { TOKENS } from '@marketplace/http/tokens';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { startServer, type RunningServer } from '@marketplace/http/server';

/** The test server's SESSION_SECRET, unless a test gives its own. */
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-000';
export const TEST_ADMIN = { email: 'admin@test.example', password: 'admin-test-password' };
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

export interface TestServer {
  running: RunningServer;
  url: string;
  infrastructure: Infrastructure;
  /** The gateway the test passed (the fake one by default); null when the server chose its own. */
  payments: PaymentGateway | null;
  /** The fake gateway, to decide payments' fate (throws when the server runs another gateway). */
  fakePayments(): FakePaymentGateway;
  /**
   * A browser of its own, at a client address of its own (the per-address limits count each
   * client apart, as they would count people); `address` puts several clients at one address.
   */
  client(options?: { address?: string }): HttpClient;
  /** The server's own mailer (to the in-process catcher unless SMTP_URL is set), to put mail in the admin's list. */
  mailer: Mailer;
  /** What the in-process catcher received (null with SMTP_URL set). */
  mailCatcher: MailCatcher | null;
  stop(): Promise<void>;
}

let clientCount = 0;

/** A fresh address of 198.18.0.0/15 (reserved for tests) for each client. */
function nextClientAddress(): string {
  clientCount += 1;
  return `198.18.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
}

/**
 * The real Koa app over HTTP on an ephemeral port, on the in-memory adapters (or the given
 * infrastructure), with a fast test hasher (or the given one) and, unless told otherwise, the fake
 * payment gateway.
 * `payments: null` lets the server pick its gateway as in production (demo payments in demo
 * mode, else the unconfigured gateway that refuses every payment).
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    infrastructure?: Infrastructure;
    payments?: PaymentGateway | null;
    clock?: Clock;
    hasher?: PasswordHasher;
    /** Where the server logs (silent by default), for tests of what it logs. */
    logger?: Logger;
    /** When the first clean-up of expired records runs (the server's default otherwise). */
    jobs?: { firstPurgeDelaySeconds?: number };
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-http-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Required with NODE_ENV=production, which some suites run; the port is not known yet.
    PUBLIC_URL: 'http://127.0.0.1',
    // The server sits behind one proxy, as in production: each client's X-Forwarded-For is its address.
    TRUST_PROXY: 'true',
    // Tests write behind the server's back (fixed clocks, direct repository calls): answers are
    // not reused unless a test asks for it.
    CATALOGUE_CACHE_MS: '0',
    // Required with NODE_ENV=production; elsewhere mail goes to the in-process catcher.
    ...(options.env?.NODE_ENV === 'production' ? { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'no-reply@127.0.0.1' } : {}),
    ...options.env,
  });
  const infrastructure =
    options.infrastructure ??
    (() => {
      const db = createInMemoryRepositories();
      return { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' };
    })();
  const payments = options.payments === null ? null : (options.payments ?? new FakePaymentGateway());
  const logger = options.logger ?? pino({ level: 'silent' });
  // The server's own composition root, on this infrastructure and with the test's replacements.
  const container = buildContainer({
    config,
    logger,
    infrastructure,
    overrides: { hasher: options.hasher ?? new PlainTextPasswordHasher(), ...(payments ? { payments } : {}), ...(options.clock ? { clock: options.clock } : {}) },
  });
  const running = await startServer({
    config,
    logger,
    container,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    // Drawn on request when a test asks for one; not for every test server in the background.
    drawDemoPictures: false,
    webRoots: { storefront: join(fixtures, 'storefront'), portal: join(fixtures, 'portal') },
  });
  return {
    running,
    url: running.url,
    infrastructure,
    payments,
    fakePayments() {
      if (payments instanceof FakePaymentGateway) return payments;
      throw new Error('This test server does not run the fake payment gateway');
    },
    client: (clientOptions = {}) => new HttpClient(running.url, clientOptions.address ?? nextClientAddress()),
    mailer: resolve(container, TOKENS.mailer),
    mailCatcher: resolve(container, TOKENS.mailCatcher),
    stop: () => running.stop(),
  };
}

// Response bodies are asserted field by field, so tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** fetch with a cookie jar: one client is one browser. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  /** `address`: the client address it sends as X-Forwarded-For (the test server trusts one proxy). */
  constructor(
    readonly baseUrl: string,
    readonly address?: string,
  ) {}

  async request<T = Json>(method: string, path: string, options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...(this.address ? { 'x-forwarded-for': this.address } : {}), ...options.headers };
    if (this.cookies.size) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    // A copy of binary bodies: fetch takes a Uint8Array over a plain ArrayBuffer only.
    const sent = payload === undefined || typeof payload === 'string' ? payload : new Uint8Array(payload);
    const response = await fetch(this.baseUrl + path, { method, headers, body: sent, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers, text };
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }
  post<T = Json>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }
  patch<T = Json>(path: string, json?: unknown) {
    return this.request<T>('PATCH', path, { json: json ?? {} });
  }
}
