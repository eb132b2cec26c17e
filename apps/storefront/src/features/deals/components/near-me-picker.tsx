import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_NEAR_RADIUS_KM, NEAR_RADIUS_CHOICES_KM } from '@marketplace/core/deals/domain/nearby';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';

/** The shopper's place as the address carries it: `near` (a zip code or "lat,lng") and the radius. */
export interface NearChoice {
  near: string;
  radiusKm: number;
}

/** Four decimals: about 11 m, enough for a radius of 100 m and no more precise than it needs to be. */
const POINT_DECIMALS = 4;
const LOCATING_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 5 * 60_000;

export const GEOLOCATION_UNSUPPORTED = 'This browser cannot share your location. Enter a zip code instead.';
export const GEOLOCATION_DENIED = 'Location access is blocked for this site. Allow it in your browser settings, or enter a zip code.';
export const GEOLOCATION_UNAVAILABLE = 'Your location is not available right now. Try again, or enter a zip code.';

/** "your location" for a point, "78701" for a zip code: how a chosen place reads in sentences. */
export function placeLabel(near: string): string {
  return near.includes(',') ? 'your location' : near;
}

const Panel = styled(Stack).attrs({ $gap: 2 })`
  color: ${({ theme }) => theme.colors.text};
  & [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
  & [role='status'] { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const ZipForm = styled(Cluster).attrs({ as: 'form', $gap: 2, $align: 'stretch' })`
  & input { width: 9rem; }
`;

const Row = styled(Cluster).attrs({ $gap: 2, $align: 'center' })`
  & select { width: auto; }
  & > * { margin-right: ${space(1)}; }
`;

/**
 * "Use my location" (the browser asks for permission only when it is clicked) or a zip code, and
 * a radius. The server checks the place and says what is wrong with it; this only picks it.
 */
export function NearMePicker({ chosen, onChoose, onClear }: { chosen: NearChoice | null; onChoose: (choice: NearChoice) => void; onClear?: () => void }) {
  const [zip, setZip] = useState(chosen && !chosen.near.includes(',') ? chosen.near : '');
  const [radius, setRadius] = useState(chosen?.radiusKm ?? DEFAULT_NEAR_RADIUS_KM);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const radiusKm = chosen?.radiusKm ?? radius;
  const radii: number[] = NEAR_RADIUS_CHOICES_KM.includes(radiusKm as never) ? [...NEAR_RADIUS_CHOICES_KM] : [...NEAR_RADIUS_CHOICES_KM, radiusKm].sort((a, b) => a - b);

  const useMyLocation = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChoose({ near: `${coords.latitude.toFixed(POINT_DECIMALS)},${coords.longitude.toFixed(POINT_DECIMALS)}`, radiusKm });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? GEOLOCATION_DENIED : GEOLOCATION_UNAVAILABLE);
      },
      { timeout: LOCATING_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  };

  const chooseZip = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (zip.trim()) onChoose({ near: zip.trim(), radiusKm });
  };

  const chooseRadius = (value: number) => {
    setRadius(value);
    if (chosen) onChoose({ ...chosen, radiusKm: value });
  };

  return (
    <Panel data-testid="near-me">
      <Row>
        <Button variant="secondary" onClick={useMyLocation} loading={locating}>
          <span aria-hidden="true">📍</span> Use my location
        </Button>
        <ZipForm onSubmit={chooseZip} aria-label="Deals near a zip code">
          <Input aria-label="Zip code" placeholder="Zip code" inputMode="numeric" autoComplete="postal-code" value={zip} onChange={(event) => setZip(event.target.value)} />
          <Button type="submit" variant="secondary">
            Go
          </Button>
        </ZipForm>
        <Select aria-label="Distance" value={radiusKm} onChange={(event) => chooseRadius(Number(event.target.value))}>
          {radii.map((km) => (
            <option key={km} value={km}>
              Within {km} km
            </option>
          ))}
        </Select>
        {chosen && onClear ? (
          <Button
            variant="ghost"
            onClick={() => {
              setZip('');
              setProblem(null);
              onClear();
            }}
          >
            Clear place
          </Button>
        ) : null}
      </Row>
      {locating ? <p role="status">Finding your location…</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </Panel>
  );
}
