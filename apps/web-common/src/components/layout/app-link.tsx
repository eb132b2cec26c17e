import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** Pages of the business portal; everything else belongs to the storefront. */
export function isPortalPath(path: string): boolean {
  return /^\/(?:business|admin)(?:[/?#]|$)/.test(path);
}

/**
 * A link that moves within the current web app with the router and loads the other app's
 * pages in full. `app` says which app is rendering it.
 */
export function AppLink({ to, app, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string; app: 'storefront' | 'portal' }) {
  const internal = isPortalPath(to) === (app === 'portal');
  return internal ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}

/** Goes to `path`: with `navigate` (the router) within the current app, with a full page load into the other. */
export function goToPage(app: 'storefront' | 'portal', navigate: (path: string) => void, path: string): void {
  if (isPortalPath(path) === (app === 'portal')) navigate(path);
  else window.location.assign(path);
}
