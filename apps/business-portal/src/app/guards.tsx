import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { isAdmin, type Account, type BusinessAccount } from '@marketplace/web-common/session/account';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { teamMay, type TeamPermission } from '@marketplace/core/accounts/domain/actor';

/** Business-side section 2's route table, as pure decisions (tested without a browser). */
export function isBusiness(account: Account | null | undefined): account is BusinessAccount {
  return account?.type === 'business';
}

/** The platform's owner role (the admin area); only the business's own login, never its staff. */
export function isBusinessOwner(account: Account | null | undefined): boolean {
  return isBusiness(account) && account.role === 'owner' && account.teamRole === 'owner';
}

/**
 * What the signed-in member of a business may open (core's TEAM_PERMISSIONS: the server refuses
 * the rest with 403): `business` money, figures, settings, team; `deals`; `till`.
 */
export function memberMay(account: Account | null | undefined, permission: TeamPermission): boolean {
  return isBusiness(account) && teamMay(account.teamRole, permission);
}

/** Who may enter /admin/dashboard: a business owner or the special admin (id 999). */
export function mayEnterAdminArea(account: Account | null | undefined): boolean {
  return isBusinessOwner(account) || isAdmin(account);
}

/** Where a guard sends the visitor instead, or null to let them in. */
export function guardRedirect(guard: PortalGuard, account: Account | null): string | null {
  switch (guard) {
    case 'business-auth':
      return isBusiness(account) ? '/business/dashboard' : null;
    case 'business':
      return isBusiness(account) ? null : '/business/auth';
    case 'admin-login':
      return mayEnterAdminArea(account) ? '/admin/dashboard' : null;
    case 'admin':
      if (mayEnterAdminArea(account)) return null;
      // A business with the wrong role goes to its dashboard; everyone else to the admin sign-in.
      return isBusiness(account) ? '/business/dashboard' : '/admin/login';
  }
}

export type PortalGuard = 'business-auth' | 'business' | 'admin-login' | 'admin';

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '4rem 0' }}>
      <Spinner size={32} label="Checking your session" />
    </div>
  );
}

/** Renders the page once the session is known, or redirects as the route table says. */
export function Guard({ guard, children }: { guard: PortalGuard; children: (account: Account | null) => ReactNode }) {
  const { data: account, isPending, isError } = useCurrentAccount();
  if (isPending) return <Loading />;
  const current = isError ? null : (account ?? null);
  const redirect = guardRedirect(guard, current);
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children(current)}</>;
}

/**
 * A business-only page: the children get the signed-in business. With `permission`, a member whose
 * role lacks it is sent to the dashboard (for a cashier, the till).
 */
export function RequireBusiness({ permission, children }: { permission?: TeamPermission; children: (account: BusinessAccount) => ReactNode }) {
  return (
    <Guard guard="business">
      {(account) => {
        if (!isBusiness(account)) return null;
        if (permission && !memberMay(account, permission)) return <Navigate to="/business/dashboard" replace />;
        return children(account);
      }}
    </Guard>
  );
}

/** An admin-area page: the children get the business owner or the special admin. */
export function RequireAdminArea({ children }: { children: (account: Account) => ReactNode }) {
  return <Guard guard="admin">{(account) => (account ? children(account) : null)}</Guard>;
}
