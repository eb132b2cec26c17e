import { useState } from 'react';
import styled from 'styled-components';
import { PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { useLocations } from '../../api/get-locations.js';
import { LocationCard } from '../../features/locations/components/location-card.js';
import { LocationForm } from '../../features/locations/components/location-form.js';
import { RequireBusiness } from '../guards.js';
import { PortalPage as Page } from '../../components/portal-page.js';

const Layout = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

function Locations() {
  const locations = useLocations();
  const [adding, setAdding] = useState(false);
  if (locations.isPending) {
    return (
      <Layout aria-busy="true" aria-label="Loading your locations">
        <Skeleton $height="14rem" $radius="12px" />
        <Skeleton $height="14rem" $radius="12px" />
      </Layout>
    );
  }
  if (locations.isError) {
    return (
      <StatePanel icon="⚠️" role="alert" title="Could not load your locations" text="Something went wrong while loading them." actions={<Button onClick={() => void locations.refetch()}>Try again</Button>} />
    );
  }
  const list = locations.data.locations;
  return (
    <Stack $gap={6}>
      <Cluster $gap={3} $justify="space-between">
        <p>Your deals can be used at every location listed here. Shoppers see each one with today&apos;s hours on your deal pages.</p>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add a location</Button>}
      </Cluster>
      {adding ? (
        <Card>
          <CardBody>
            <CardTitle>New location</CardTitle>
            <LocationForm onDone={() => setAdding(false)} />
          </CardBody>
        </Card>
      ) : null}
      {list.length === 0 ? (
        <StatePanel icon="📍" title="No locations yet" text="Add the address where customers redeem your deals." />
      ) : (
        <Layout>
          {list.map((location) => (
            <LocationCard key={location.id} location={location} removable={list.length > 1} />
          ))}
        </Layout>
      )}
    </Stack>
  );
}

/** /business/locations: the owner's locations (addresses, map points, opening hours): list, add, edit, remove. */
export function BusinessLocationsPage() {
  return (
    <RequireBusiness permission="business">
      {() => (
        <Page>
          <title>Locations · Discount Marketplace</title>
          <PageTitle>Locations</PageTitle>
          <Locations />
        </Page>
      )}
    </RequireBusiness>
  );
}
