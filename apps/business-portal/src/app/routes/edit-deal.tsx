import { useParams } from 'react-router';
import { ApiError } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { useOwnDeal } from '../../features/deal-forms/api/get-own-deal.js';
import { EditDealForm } from '../../features/deal-forms/components/edit-deal-form.js';
import { FormBody, FormCard } from '../../features/deal-forms/components/form-kit.js';
import { DealFormPage } from './deal-form-page.js';

function NotYours() {
  return (
    <StatePanel
      icon="🔍"
      title="Deal Not Found"
      text="This deal doesn't exist or doesn't belong to your business."
      actions={
        <ButtonLink to="/business/dashboard" variant="primary">
          Back to Dashboard
        </ButtonLink>
      }
    />
  );
}

function LoadingForm() {
  return (
    <FormCard aria-busy="true" aria-label="Loading the deal">
      <FormBody as="div">
        {[40, 120, 42, 42, 42].map((height, index) => (
          <Skeleton key={index} $height={`${height}px`} $radius="8px" />
        ))}
      </FormBody>
    </FormCard>
  );
}

function EditDeal({ id, business }: { id: number; business: BusinessAccount }) {
  const query = useOwnDeal(id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotYours />;
  if (query.isPending) return <LoadingForm />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotYours />;
    return (
      <StatePanel
        role="alert"
        icon="⚠️"
        title="Could not load this deal"
        text="Something went wrong while loading the deal. Please try again."
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isRefetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (query.data.businessId !== business.id) return <NotYours />;
  return <EditDealForm key={query.data.id} deal={query.data} />;
}

/** /business/deals/:id/edit: the dashboard's Edit (DESIGN.md section 4, PATCH /api/deals/:id). */
export function EditDealPage() {
  const { id } = useParams();
  return (
    <DealFormPage page="edit">
      {(business) => <EditDeal id={Number(id)} business={business} />}
    </DealFormPage>
  );
}
