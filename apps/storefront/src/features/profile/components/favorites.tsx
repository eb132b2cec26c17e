import { Link } from 'react-router';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatDate, formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { useFavorites, useToggleFavorite, type FavoriteEntry } from '../../../api/favorites.js';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Deals = styled.ul`
  list-style: none;
  margin: ${space(2)} 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & a { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

function FavoriteCard({ entry, onRemove, removing }: { entry: FavoriteEntry; onRemove: () => void; removing: boolean }) {
  const { business, deals } = entry;
  const place = [business.city, business.state].filter(Boolean).join(', ');
  return (
    <Card as="article" aria-label={business.name} data-testid="favorite-card">
      <CardBody>
        <strong>{business.name}</strong>
        {place ? <Note>{place}</Note> : null}
        <Note>Favorited {formatDate(entry.favoritedAt)}</Note>
        {deals.length === 0 ? (
          <Note>No live deals right now.</Note>
        ) : (
          <Deals aria-label={`Live deals of ${business.name}`}>
            {deals.map((deal) => (
              <li key={deal.id}>
                <Link to={`/deals/${deal.id}`}>{deal.title}</Link> · {formatOffer({ discountPercent: deal.discountPercent, freeItem: null })}
              </li>
            ))}
          </Deals>
        )}
        <Footer>
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={removing} aria-label={`Remove ${business.name} from favorites`}>
            Remove
          </Button>
        </Footer>
      </CardBody>
    </Card>
  );
}

/** The Favorites tab: the businesses the customer saved with the heart, from the server, newest first. */
export function Favorites({ customerId }: { customerId: number }) {
  const favorites = useFavorites(customerId);
  const toggle = useToggleFavorite(customerId);
  if (favorites.isPending) {
    return (
      <Grid aria-busy="true" aria-label="Loading your favorite stores">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton $height="10rem" />
          </li>
        ))}
      </Grid>
    );
  }
  if (favorites.isError) {
    return (
      <StatePanel
        role="alert"
        icon="⚠"
        title="Could not load your favorite stores"
        text={errorDescription(favorites.error)}
        actions={<Button variant="secondary" onClick={() => void favorites.refetch()}>Try again</Button>}
      />
    );
  }
  if (favorites.data.favorites.length === 0) {
    return (
      <StatePanel
        icon="⭐"
        title="No Favorite Stores Yet"
        text="Tap the heart on a deal to save the local businesses you love and find their deals quickly."
        actions={<ButtonLink to="/deals">Browse Deals</ButtonLink>}
      />
    );
  }
  return (
    <Grid aria-label="Favorite stores">
      {favorites.data.favorites.map((entry) => (
        <li key={entry.business.id}>
          <FavoriteCard
            entry={entry}
            removing={toggle.isPending && toggle.variables?.businessId === entry.business.id}
            onRemove={() => toggle.mutate({ businessId: entry.business.id, businessName: entry.business.name, favorited: false })}
          />
        </li>
      ))}
    </Grid>
  );
}
