import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import { accountRef, actorOf, type Account } from '@marketplace/core/accounts/domain/account';
import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import type { ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { DEFAULT_SESSION_POLICY, Session } from '@marketplace/core/accounts/domain/session';
import type { SessionRepository } from '@marketplace/core/accounts/ports/session.repository.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { AppContext, AppState } from './app-context.js';

interface SessionData {
  account?: AccountRef;
}

interface SessionDeps {
  sessions: SessionRepository;
  resumeSession: ResumeSession;
  codes: CodeGenerator;
  clock: Clock;
  /** Production over HTTPS: a Secure, `__Host-` prefixed cookie. */
  secure: boolean;
}

/** `__Host-` binds the cookie to this host over HTTPS: no Domain, Path=/, Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

/**
 * koa-session with the sessions table as its store: the signed, HttpOnly, SameSite=Lax cookie
 * carries only a random id; the row says whose session it is and when it expires (idle and
 * absolute), so logout and expiry are real and any instance can serve any request.
 */
export function sessions(app: Koa<AppState>, deps: SessionDeps): Middleware<AppState>[] {
  const { sessions: rows, resumeSession, codes, clock } = deps;
  const cookie = createSession(
    {
      key: sessionCookieName(deps.secure),
      maxAge: DEFAULT_SESSION_POLICY.absoluteMs,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: deps.secure,
      rolling: false,
      renew: false,
      autoCommit: true,
      genid: () => codes.opaqueId(),
      store: {
        async get(key: string, _maxAge: unknown, { ctx }: { ctx: AppContext }) {
          const resumed = await resumeSession.execute(key);
          if (!resumed) return undefined;
          ctx.state.account = resumed.account;
          return { account: resumed.session.account } satisfies SessionData;
        },
        async set(key: string, data: SessionData) {
          if (!data.account) return;
          if (await rows.findById(key)) return;
          await rows.add(Session.open(key, data.account, clock.now()));
        },
        async destroy(key: string) {
          await rows.delete(key);
        },
      },
    } as never,
    app as never,
  ) as Middleware<AppState>;

  // TLS ends at the load balancer in production: the cookie is Secure whatever the hop to this
  // process says. Without this, a request that reached it as plain HTTP (TRUST_PROXY unset) made
  // signing in fail with a 500 after the account was already created.
  const secureCookies: Middleware<AppState> = async (ctx, next) => {
    ctx.cookies.secure = true;
    await next();
  };

  const actor: Middleware<AppState> = async (ctx, next) => {
    ctx.state.account ??= null;
    ctx.state.actor = actorOf(ctx.state.account);
    await next();
  };
  return deps.secure ? [secureCookies, cookie, actor] : [cookie, actor];
}

interface SessionHandle {
  account?: AccountRef;
  regenerate(): Promise<void> | undefined;
  save(): Promise<void> | undefined;
}

/**
 * Signs an account in under a brand-new session id (the old one, if any, is destroyed). The old
 * session's account is dropped first: regenerating saves the current data under the new id, so a
 * session planted in the browser (someone else's) would otherwise carry over to it.
 */
export async function signIn(ctx: AppContext, account: Account): Promise<void> {
  const session = (ctx as unknown as { session: SessionHandle }).session;
  delete session.account;
  await session.regenerate();
  const fresh = (ctx as unknown as { session: SessionHandle }).session;
  fresh.account = accountRef(account);
  // Saved now: to koa-session's change check, signing in again as the same account looks unchanged.
  await fresh.save();
  ctx.state.account = account;
  ctx.state.actor = actorOf(account);
}

/** Deletes the session row and clears the cookie. */
export function signOut(ctx: AppContext): void {
  (ctx as unknown as { session: SessionHandle | null }).session = null;
  ctx.state.account = null;
  ctx.state.actor = { kind: 'anonymous' };
}
