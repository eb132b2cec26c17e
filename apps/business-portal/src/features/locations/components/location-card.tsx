import { useState } from 'react';
import styled from 'styled-components';
import { CLOSED_NOW_TEXT, OPEN_NOW_TEXT, WEEKDAY_NAMES, WEEKDAYS } from '@marketplace/core/locations/domain/opening-hours';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { space } from '@marketplace/web-common/theme';
import type { BusinessLocation } from '../../../api/get-locations.js';
import { useRemoveLocation } from '../api/remove-location.js';
import { LocationForm } from './location-form.js';

const Week = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(1)} ${space(4)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

function addressLine(location: BusinessLocation): string {
  const region = [location.state, location.zip].filter(Boolean).join(' ');
  return [location.address, location.city, region].filter(Boolean).join(', ');
}

function WeekHours({ hours }: { hours: NonNullable<BusinessLocation['hours']> }) {
  return (
    <Week aria-label="Opening hours">
      {WEEKDAYS.map((day) => (
        <div key={day} style={{ display: 'contents' }}>
          <dt>{WEEKDAY_NAMES[day]}</dt>
          <dd>{hours[day].length === 0 ? 'Closed' : hours[day].map((interval) => `${interval.opens}–${interval.closes}`).join(', ')}</dd>
        </div>
      ))}
    </Week>
  );
}

/** One location: its address, map point, today's hours and the week's; edit in place, remove after a confirmation. */
export function LocationCard({ location, removable }: { location: BusinessLocation; removable: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveLocation();
  return (
    <Card as="article" aria-label={location.name}>
      <CardBody>
        {editing ? (
          <>
            <CardTitle>Edit {location.name}</CardTitle>
            <LocationForm location={location} onDone={() => setEditing(false)} />
          </>
        ) : (
          <Stack $gap={3}>
            <Cluster $gap={2} $justify="space-between">
              <CardTitle>{location.name}</CardTitle>
              {location.today.openNow === null ? null : <Badge $tone={location.today.openNow ? 'success' : 'neutral'}>{location.today.openNow ? OPEN_NOW_TEXT : CLOSED_NOW_TEXT}</Badge>}
            </Cluster>
            <p>{addressLine(location) || 'No address yet'}</p>
            <Muted>
              {location.today.text}
              {location.latitude === null || location.longitude === null ? ' · Not on the map yet' : ` · Map point ${location.latitude}, ${location.longitude}`}
            </Muted>
            {location.hours ? <WeekHours hours={location.hours} /> : null}
            <Cluster $gap={2}>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${location.name}`}>
                Edit
              </Button>
              {removable ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${location.name}`}>
                  Remove
                </Button>
              ) : null}
            </Cluster>
          </Stack>
        )}
      </CardBody>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Remove ${location.name}?`}>
        <Stack $gap={4}>
          <p>It leaves your deal pages and the till. Past redemptions keep its name.</p>
          <Cluster $gap={2}>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: location.id, name: location.name }, { onSettled: () => setConfirming(false) })}
            >
              Remove location
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </Cluster>
        </Stack>
      </Dialog>
    </Card>
  );
}
