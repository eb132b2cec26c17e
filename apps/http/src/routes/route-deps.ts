import type { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { AppConfig } from '../config.js';
import type { UseCases } from '../container.js';
import type { LoginThrottle } from '../http/login-throttle.js';
import type { RequestLimits } from '../http/request-limits.js';
import type { Infrastructure } from '../infrastructure.js';

/** What the routers need, resolved once from the container. */
export interface RouteDeps {
  config: AppConfig;
  useCases: UseCases;
  repositories: Repositories;
  infrastructure: Infrastructure;
  payments: PaymentGateway;
  /** The demo payment mode's gateway, or null when demo payments are off. */
  demoPayments: DemoPaymentGateway | null;
  clock: Clock;
  codes: CodeGenerator;
  throttle: LoginThrottle;
  /** Per-address limits on sign-ups, and the limits on failed code look-ups. */
  limits: RequestLimits;
  /** Whether the server is stopping (SIGTERM): readiness turns false so balancers move on. */
  lifecycle: Lifecycle;
}

export interface Lifecycle {
  readonly stopping: boolean;
}
