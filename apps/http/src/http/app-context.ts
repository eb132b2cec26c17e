import type { RouterContext } from '@koa/router';
import type { Logger } from 'pino';
import type { Account } from '@marketplace/core/accounts/domain/account';
import type { Actor } from '@marketplace/core/accounts/domain/actor';

/** What the middleware puts on `ctx.state` for the handlers. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** Who is asking; anonymous when no valid session. */
  actor: Actor;
  account: Account | null;
}

export type AppContext = RouterContext<AppState>;
