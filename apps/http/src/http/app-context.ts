import type { RouterContext } from '@koa/router';
import type { Logger } from 'pino';
import type { Account } from '@marketplace/core/accounts/domain/account';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import type { EncodedForms } from './compression.js';

/** What the middleware puts on `ctx.state` for the handlers. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** Who is asking; anonymous when no valid session. */
  actor: Actor;
  account: Account | null;
  /** The id of the session the cookie resumed (signed, and active); null without one. */
  sessionId: string | null;
  /** Set by a route whose writes cannot change the public catalogue (see catalogue-cache.ts). */
  catalogueNeutral?: boolean;
  /** The body is a kept Buffer whose encoded forms are reused (the catalogue cache; see compression.ts). */
  encodedForms?: EncodedForms;
  /** A catalogue answer anybody may be given again as it is (see CatalogueCache.front). */
  replay?: { key: string; entry: object };
}

export type AppContext = RouterContext<AppState>;
