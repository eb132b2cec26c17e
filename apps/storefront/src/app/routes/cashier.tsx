import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { formatMoment } from '@marketplace/web-common/format';
import { isCustomer, type UserAccount } from '@marketplace/web-common/session/account';
import { accountOwner, lastKnownOwner } from '@marketplace/web-common/session/account-storage';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { CustomersOnly } from '../../features/auth/customers-only.js';
import { signInPath } from '../../features/auth/return-path.js';
import { cashierPassFrom, forgetPass, readSavedPass, savePass, type CashierPass } from '../../features/cashier/cashier-pass.js';
import { BackLink, CashierScreen, CashierView } from '../../features/cashier/components/cashier-view.js';
import { myPurchasesQueryOptions } from '../../api/get-my-purchases.js';

function Loading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', flex: 1 }}>
      <Spinner size={32} label="Loading your code" />
    </div>
  );
}

function SavedCopy({ pass }: { pass: CashierPass }) {
  return <CashierView pass={pass} notice={`No connection: showing the copy saved on this device (${formatMoment(pass.savedAt)}). Uses left may have changed since.`} />;
}

/** The server is out of reach: the copy saved on this device, when there is one. */
function Offline({ purchaseId, onRetry }: { purchaseId: number; onRetry: () => void }) {
  const saved = readSavedPass(lastKnownOwner(), purchaseId);
  if (saved) return <SavedCopy pass={saved} />;
  return (
    <StatePanel
      icon="📶"
      role="alert"
      level={1}
      title="Could not load your code"
      text="There is no connection and this code has not been saved on this device yet. Open it once while online to keep it for use without a connection."
      actions={
        <>
          <Button onClick={onRetry}>Try again</Button>
          <ButtonLink to="/profile" variant="secondary">
            Back to My Deals
          </ButtonLink>
        </>
      }
    />
  );
}

function CustomerPass({ account, purchaseId }: { account: UserAccount; purchaseId: number }) {
  // Always asks the server again on opening: the business may have redeemed the code since.
  const purchases = useQuery({ ...myPurchasesQueryOptions(), refetchOnMount: 'always' });
  const purchase = purchases.data?.find((candidate) => candidate.id === purchaseId);
  const pass = useMemo(() => (purchase ? cashierPassFrom(purchase, new Date()) : null), [purchase]);
  const owner = accountOwner(account);

  useEffect(() => {
    if (pass) savePass(account, pass, new Date());
    else if (purchases.isSuccess) forgetPass(owner, purchaseId);
  }, [account, owner, pass, purchaseId, purchases.isSuccess]);

  if (pass) return <CashierView pass={pass} />;
  if (purchases.isSuccess) {
    return (
      <StatePanel
        icon="🔎"
        level={1}
        title="Purchase not found"
        text="This purchase is not in your account."
        actions={<ButtonLink to="/profile">Back to My Deals</ButtonLink>}
      />
    );
  }
  const saved = readSavedPass(owner, purchaseId);
  if (purchases.isError) return saved ? <SavedCopy pass={saved} /> : <Offline purchaseId={purchaseId} onRetry={() => void purchases.refetch()} />;
  return saved ? <CashierView pass={saved} /> : <Loading />;
}

function CashierContent({ purchaseId }: { purchaseId: number }) {
  const account = useCurrentAccount();
  if (account.isPending) return <Loading />;
  if (account.isError) return <Offline purchaseId={purchaseId} onRetry={() => void account.refetch()} />;
  if (!account.data) return <Navigate to={signInPath(`/purchases/${purchaseId}/cashier`)} replace />;
  if (!isCustomer(account.data)) return <CustomersOnly account={account.data} />;
  return <CustomerPass account={account.data} purchaseId={purchaseId} />;
}

/**
 * /purchases/{id}/cashier: the code to show at the till, full screen without the site's chrome.
 * Customers only; it keeps working without a connection once opened (service worker for the page,
 * the saved pass for the data).
 */
export function CashierPage() {
  const purchaseId = Number(useParams()['id']);
  const valid = Number.isSafeInteger(purchaseId) && purchaseId > 0;
  return (
    <CashierScreen id="main">
      <title>Show to Cashier · Discount Marketplace</title>
      {valid ? (
        <CashierContent purchaseId={purchaseId} />
      ) : (
        <>
          <BackLink to="/profile">← Back to My Deals</BackLink>
          <StatePanel icon="🔎" level={1} title="Purchase not found" text="This address does not name a purchase." />
        </>
      )}
    </CashierScreen>
  );
}
