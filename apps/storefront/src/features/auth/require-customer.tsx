import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { isCustomer, type UserAccount } from '@marketplace/web-common/session/account';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { CustomersOnly } from './customers-only.js';
import { signInPath } from './return-path.js';

/**
 * Customer routes: a spinner while the session loads; a visitor goes to /auth (and comes back here
 * after signing in); the admin or a business is told that the page is for customers.
 */
export function RequireCustomer({ children, loadingLabel }: { children: (account: UserAccount) => ReactNode; loadingLabel: string }) {
  const { data: account, isPending } = useCurrentAccount();
  const location = useLocation();
  if (isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', padding: '4rem 0' }}>
        <Spinner size={32} label={loadingLabel} />
      </div>
    );
  }
  if (!account) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!isCustomer(account)) return <CustomersOnly account={account} />;
  return <>{children(account)}</>;
}
