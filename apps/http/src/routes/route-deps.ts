import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { AppConfig } from '../config.js';
import type { UseCases } from '../container.js';
import type { LoginThrottle } from '../http/login-throttle.js';
import type { RequestLimits } from '../http/request-limits.js';
import type { SessionCookies } from '../http/sessions.js';
import type { Infrastructure } from '../infrastructure.js';

/** What the routers need, resolved once from the container. */
export interface RouteDeps {
  config: AppConfig;
  useCases: UseCases;
  /** For readiness: whether the database answers. */
  infrastructure: Pick<Infrastructure, 'isReachable'>;
  /** The card payment gateway, for the payment mode the browser is told. */
  payments: Pick<PaymentGateway, 'mode'>;
  clock: Clock;
  /** Signing in and out: the session cookie and its row. */
  sessions: SessionCookies;
  throttle: LoginThrottle;
  /** Per-address limits on sign-ups, and the limits on failed code look-ups. */
  limits: RequestLimits;
  /** Whether the server is stopping (SIGTERM): readiness turns false so balancers move on. */
  lifecycle: Lifecycle;
}

export interface Lifecycle {
  readonly stopping: boolean;
}
