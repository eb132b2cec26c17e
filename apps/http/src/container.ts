import { Container } from 'inversify';
import type { Logger } from 'pino';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { createUseCases, type UseCases } from '@marketplace/core/application/use-cases';
import type { AppConfig } from './config.js';
import type { Infrastructure } from './infrastructure.js';
import { TOKENS } from './tokens.js';

export interface ContainerParts {
  config: AppConfig;
  logger: Logger;
  infrastructure: Infrastructure;
  payments: PaymentGateway;
  /** Replaceable in tests: a fixed clock, a fast hasher, deterministic codes. */
  clock?: Clock;
  hasher?: PasswordHasher;
  codes?: CodeGenerator;
}

export type { UseCases };

/**
 * The composition root: the only place that knows concrete classes. Everything the HTTP layer
 * needs is bound here once, as a singleton, under a symbol token.
 */
export function createContainer(parts: ContainerParts): Container {
  const complete: Required<ContainerParts> = {
    ...parts,
    clock: parts.clock ?? new SystemClock(),
    hasher: parts.hasher ?? new Argon2PasswordHasher(),
    codes: parts.codes ?? new CryptoCodeGenerator(),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(complete.config);
  container.bind(TOKENS.logger).toConstantValue(complete.logger);
  container.bind(TOKENS.infrastructure).toConstantValue(complete.infrastructure);
  container.bind(TOKENS.clock).toConstantValue(complete.clock);
  container.bind(TOKENS.hasher).toConstantValue(complete.hasher);
  container.bind(TOKENS.codes).toConstantValue(complete.codes);
  container.bind(TOKENS.payments).toConstantValue(complete.payments);
  container
    .bind(TOKENS.useCases)
    .toDynamicValue(() =>
      createUseCases(
        { ...complete.infrastructure, payments: complete.payments, clock: complete.clock, hasher: complete.hasher, codes: complete.codes },
        { demoMode: complete.config.demoMode },
      ),
    );
  return container;
}
