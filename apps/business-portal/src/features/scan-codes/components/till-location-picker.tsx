import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Select } from '@marketplace/web-common/components/ui/input';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import type { useTillLocation } from '../till-location.js';

const Box = styled(Card)`
  padding: ${space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)};
  & > :first-child { flex: 1 1 16rem; }
`;

const Current = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  & strong { color: ${({ theme }) => theme.colors.text}; }
`;

type Till = ReturnType<typeof useTillLocation>;

/** "Till at: Airport · Change", or, until this device has a location, the choice of one. */
export function TillLocationPicker({ till }: { till: Till }) {
  const selectId = useId();
  const [picked, setPicked] = useState<string>('');
  const { locations, list, location } = till;

  if (locations.isPending) return <Skeleton $height="2.5rem" $width="50%" aria-label="Loading your locations" />;
  if (locations.isError) return <Current role="alert">Your locations could not be loaded: {errorDescription(locations.error)}</Current>;
  // A business with no location yet: its redemptions are recorded without one.
  if (list.length === 0) return null;
  if (location) {
    return (
      <Current data-testid="till-location">
        <span>
          Till at: <strong>{location.name}</strong>
        </span>
        {list.length > 1 ? (
          <Button size="sm" variant="ghost" onClick={till.change}>
            Change
          </Button>
        ) : null}
      </Current>
    );
  }
  const value = picked || String(till.remembered?.id ?? list[0]?.id ?? '');
  return (
    <Box
      as="form"
      aria-label="Choose this till's location"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) till.choose(Number(value));
      }}
    >
      <Field label="Where is this till?" htmlFor={selectId}>
        <Select id={selectId} value={value} onChange={(event) => setPicked(event.target.value)}>
          {list.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} · {option.address}, {option.city}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={!value}>
        Use this location
      </Button>
    </Box>
  );
}
