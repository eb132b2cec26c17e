/** The query parameter of /auth naming the storefront page to return to after signing in or up. */
export const RETURN_PARAM = 'returnTo';

const BASE = 'https://storefront.invalid';
const MAX_LENGTH = 2048;
/** Pages that are not the storefront's, or would loop back into the sign-in. */
const NOT_RETURNABLE = /^\/(auth|api|business|admin)(\/|$)/;

/**
 * The page to land on after signing in, when `raw` names a storefront page of this origin: a path
 * starting with a single "/", without backslashes, control characters or spaces (which browsers
 * may read as another host), not /auth itself nor a page of the API, portal or admin area.
 * Anything else gives null, so the sign-in can never send a person to another site.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_RETURNABLE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, asking to come back to `path` when it is a safe return path. */
export function signInPath(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/auth?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}` : '/auth';
}
