import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button, ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { formatDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { SAMPLE_FAVORITES } from './sample-favorites.js';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Favorites tab: sample businesses (favorites are not stored yet), clearly labelled as such. */
export function Favorites() {
  const [favorites, setFavorites] = useState(SAMPLE_FAVORITES);
  if (favorites.length === 0) {
    return (
      <StatePanel
        icon="⭐"
        title="No Favorite Stores Yet"
        text="Save the local businesses you love to find their deals quickly."
        actions={<ButtonLink to="/deals">Browse Deals</ButtonLink>}
      />
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: space(3) }}>
      <Note>
        <Badge $tone="warning">Sample data</Badge> Favorites are not saved yet: these sample businesses show how the list will look.
      </Note>
      <Grid aria-label="Favorite stores (samples)">
        {favorites.map((favorite) => (
          <li key={favorite.id}>
            <Card>
              <CardBody>
                <strong>{favorite.name}</strong>
                <Note>
                  {favorite.category} · {favorite.city}
                </Note>
                <Note>Favorited {formatDate(favorite.favoriteDate)}</Note>
                <p>{favorite.notes}</p>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  <Badge $tone="brand">{favorite.role === 'owner' ? 'Owner' : 'Manager'}</Badge>
                  <Button size="sm" variant="ghost" onClick={() => setFavorites((list) => list.filter((item) => item.id !== favorite.id))}>
                    Remove
                  </Button>
                </div>
              </CardBody>
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}
