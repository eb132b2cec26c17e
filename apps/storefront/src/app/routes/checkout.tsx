import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { DEAL_NOT_FOUND_MESSAGE } from '@marketplace/core/deals/domain/deal-not-found';
import { parseCheckoutQuery } from '@marketplace/core/purchases/schemas/checkout-query.schema';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { Container, PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { RequireCustomer } from '../../features/auth/require-customer.js';
import { CheckoutLayout } from '../../features/checkout/components/checkout-layout.js';
import { CheckoutView } from '../../features/checkout/components/checkout-view.js';
import { useDeal } from '@marketplace/web-common/api/get-deal';

const Page = styled(Container)`
  padding-top: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
`;

function CheckoutContent({ account }: { account: UserAccount }) {
  const id = Number(useParams()['id']);
  const [searchParams] = useSearchParams();
  const { data: deal, isPending, isError, refetch } = useDeal(id);
  if (isPending) {
    return (
      <CheckoutLayout aria-busy="true" aria-label="Loading the deal">
        <Skeleton $height="24rem" $radius="12px" />
        <Skeleton $height="24rem" $radius="12px" />
      </CheckoutLayout>
    );
  }
  if (isError) {
    return <StatePanel icon="⚠️" role="alert" title="Could not load this deal" text="Something went wrong while loading the deal." actions={<Button onClick={() => void refetch()}>Try again</Button>} />;
  }
  if (!deal) {
    return <StatePanel icon="🔎" title="Deal Not Found" text={DEAL_NOT_FOUND_MESSAGE} actions={<ButtonLink to="/deals">Back to Deals</ButtonLink>} />;
  }
  const image = <DealImage src={deal.image?.src ?? null} srcSet={deal.image?.srcSet} sizes="(min-width: 1024px) 40vw, 100vw" alt={deal.title} category={deal.category} ratio="16 / 9" />;
  return <CheckoutView key={deal.id} account={account} deal={deal} query={parseCheckoutQuery(searchParams)} image={image} />;
}

export function CheckoutPage() {
  const id = Number(useParams()['id']);
  return (
    <Page>
      <title>Checkout · Discount Marketplace</title>
      <Back to={Number.isSafeInteger(id) ? `/deals/${id}` : '/deals'}>← Back to Deal</Back>
      <PageTitle>Checkout</PageTitle>
      <RequireCustomer loadingLabel="Loading checkout">{(account) => <CheckoutContent account={account} />}</RequireCustomer>
    </Page>
  );
}
