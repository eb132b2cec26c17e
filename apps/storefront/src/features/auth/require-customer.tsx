import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { isCustomer, type UserAccount } from '@marketplace/web-common/session/account';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';

/** Customer routes: a spinner while the session loads; anyone but a customer goes to /auth. */
export function RequireCustomer({ children, loadingLabel }: { children: (account: UserAccount) => ReactNode; loadingLabel: string }) {
  const { data: account, isPending } = useCurrentAccount();
  if (isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', padding: '4rem 0' }}>
        <Spinner size={32} label={loadingLabel} />
      </div>
    );
  }
  if (!isCustomer(account)) return <Navigate to="/auth" replace />;
  return <>{children(account)}</>;
}
