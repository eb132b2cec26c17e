import type { Middleware } from 'koa';
import { actorOf, type Account } from '@marketplace/core/accounts/domain/account';
import type { CloseSession, OpenSession, ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { DEFAULT_SESSION_POLICY } from '@marketplace/core/accounts/domain/session';
import type { AppContext, AppState } from './app-context.js';

export interface SessionUseCases {
  openSession: OpenSession;
  resumeSession: ResumeSession;
  closeSession: CloseSession;
}

/** `__Host-` binds the cookie to this host over HTTPS: no Domain, Path=/, Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

/** The cookie's flags; its value is the session's random id, signed with the app's keys. */
function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, signed: true, sameSite: 'lax', secure, overwrite: true } as const;
}

/**
 * Server-side sessions behind a signed, HttpOnly, SameSite=Lax cookie that carries only a random
 * id: the sessions table says whose session it is and when it expires (idle and absolute), so
 * logout and expiry are real and any instance can serve any request. Opening, resuming and closing
 * are the accounts' use cases; this class only moves the id between them and the cookie.
 */
export class SessionCookies {
  private readonly name: string;

  constructor(
    private readonly useCases: SessionUseCases,
    /** Production over HTTPS: a Secure, `__Host-` prefixed cookie. */
    private readonly secure: boolean,
  ) {
    this.name = sessionCookieName(secure);
  }

  /** Puts the session's account (or none) and its actor on `ctx.state` for the handlers. */
  middleware(): Middleware<AppState>[] {
    // TLS ends at the load balancer in production: the cookie is Secure whatever the hop to this
    // process says. Without this, a request that reached it as plain HTTP (TRUST_PROXY unset) made
    // signing in fail with a 500 after the account was already created.
    const secureCookies: Middleware<AppState> = async (ctx, next) => {
      ctx.cookies.secure = true;
      await next();
    };
    const resume: Middleware<AppState> = async (ctx, next) => {
      const id = ctx.cookies.get(this.name, { signed: true }) || null;
      const resumed = id ? await this.useCases.resumeSession.execute(id) : null;
      ctx.state.sessionId = resumed ? id : null;
      ctx.state.account = resumed?.account ?? null;
      ctx.state.actor = actorOf(ctx.state.account);
      await next();
    };
    return this.secure ? [secureCookies, resume] : [resume];
  }

  /**
   * Signs an account in under a brand-new session id; the browser's previous session, if any, is
   * closed, so a session planted in the browser (someone else's) never carries over.
   */
  async signIn(ctx: AppContext, account: Account): Promise<void> {
    const session = await this.useCases.openSession.execute(account, ctx.state.sessionId);
    ctx.state.sessionId = session.id;
    ctx.cookies.set(this.name, session.id, { ...cookieOptions(this.secure), maxAge: DEFAULT_SESSION_POLICY.absoluteMs });
    ctx.state.account = account;
    ctx.state.actor = actorOf(account);
  }

  /** Closes the session (a copied cookie is worthless afterwards) and clears the cookie. */
  async signOut(ctx: AppContext): Promise<void> {
    if (ctx.state.sessionId) await this.useCases.closeSession.execute(ctx.state.sessionId);
    ctx.state.sessionId = null;
    ctx.cookies.set(this.name, '', { ...cookieOptions(this.secure), expires: new Date(0) });
    ctx.state.account = null;
    ctx.state.actor = { kind: 'anonymous' };
  }
}
