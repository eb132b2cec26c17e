import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { StripePaymentGateway } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { createApp } from './app.js';
import { UnconfiguredPaymentGateway } from './unconfigured-payment-gateway.js';
import type { AppConfig } from './config.js';
import { createContainer, type UseCases } from './container.js';
import type { Infrastructure } from './infrastructure.js';
import { resolveSessionSecret } from './session-secret.js';
import { TOKENS } from './tokens.js';
import type { WebAppRoots } from './web/web-apps.js';

export interface StartOptions {
  config: AppConfig;
  logger: Logger;
  infrastructure: Infrastructure;
  webRoots: WebAppRoots;
  /** Tests replace these; production uses the system clock, argon2id and crypto codes. */
  clock?: Clock;
  hasher?: PasswordHasher;
  codes?: CodeGenerator;
  payments?: PaymentGateway;
  /** Seed the admin and demo data before listening (default true). */
  seed?: boolean;
}

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  describe: string;
  useCases: UseCases;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/** Wires the container, seeds, and listens; resolves once the port is open. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger, infrastructure } = options;
  const clock = options.clock ?? new SystemClock();
  const codes = options.codes ?? new CryptoCodeGenerator();
  const payments =
    options.payments ??
    (config.stripe
      ? new StripePaymentGateway({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl })
      : config.demoMode
        ? new DemoPaymentGateway({ repository: infrastructure.repositories.demoPayments, clock, ids: codes })
        : new UnconfiguredPaymentGateway());
  const container = createContainer({ config, logger, infrastructure, payments, clock, codes, ...(options.hasher ? { hasher: options.hasher } : {}) });
  const useCases = container.get<UseCases>(TOKENS.useCases);

  if (options.seed ?? true) {
    const report = await useCases.seed.execute({ admin: config.admin, demo: config.demoMode });
    logger.info(report, 'seeded');
  }

  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const app = createApp(container, { sessionSecret, webRoots: options.webRoots });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;

  let stopping: Promise<void> | null = null;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    describe: infrastructure.describe,
    useCases,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await infrastructure.close();
      })();
      return stopping;
    },
  };
}
