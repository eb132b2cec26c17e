import styled from 'styled-components';
import { CLOSED_NOW_TEXT, OPEN_NOW_TEXT } from '@marketplace/core/locations/domain/opening-hours';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Card, CardBody } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import type { DealLocation } from '@marketplace/web-common/api/deal';

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const Places = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
`;

const Place = styled.li`
  display: grid;
  gap: ${space(1)};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: ${space(4)}; }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "100 Congress Ave, Austin, TX 78701", from the parts it has. */
function addressLine(location: DealLocation): string {
  const region = [location.state, location.zip].filter(Boolean).join(' ');
  return [location.address, location.city, region].filter(Boolean).join(', ');
}

/** Where to use the deal: every location of its business, with today's hours (the business's time zone) and whether it is open now. */
export function DealLocations({ locations }: { locations: readonly DealLocation[] }) {
  if (locations.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="where-to-use-it">
      <CardBody>
        <Stack $gap={4}>
          <SectionTitle id="where-to-use-it">Where to use it</SectionTitle>
          <Places>
            {locations.map((location) => (
              <Place key={location.id}>
                <Cluster $gap={2} $justify="space-between">
                  <Name>{location.name}</Name>
                  {location.today.openNow === null ? null : (
                    <Badge $tone={location.today.openNow ? 'success' : 'neutral'}>{location.today.openNow ? OPEN_NOW_TEXT : CLOSED_NOW_TEXT}</Badge>
                  )}
                </Cluster>
                <span>{addressLine(location)}</span>
                <Muted>{location.today.text}</Muted>
              </Place>
            ))}
          </Places>
        </Stack>
      </CardBody>
    </Card>
  );
}
