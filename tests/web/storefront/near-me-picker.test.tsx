// "Use my location" or a zip code, and a radius (DESIGN.md 10.7), and the distance on a card.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GEOLOCATION_DENIED,
  GEOLOCATION_UNAVAILABLE,
  GEOLOCATION_UNSUPPORTED,
  NearMePicker,
  type NearChoice,
} from '../../../apps/storefront/src/features/deals/components/near-me-picker.js';
import { DealCard } from '../../../apps/storefront/src/features/deals/components/deal-card.js';
import { aFixedDeal } from '../mothers.js';
import { renderWithApp } from '../render.js';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

/** A browser whose geolocation answers `outcome`, counting how often it was asked. */
function fakeGeolocation(outcome: Outcome) {
  const asked = vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
    if ('coords' in outcome) onSuccess({ coords: outcome.coords } as GeolocationPosition);
    else onError?.({ code: outcome.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: asked }, configurable: true });
  return asked;
}

function renderPicker(chosen: NearChoice | null = null) {
  const onChoose = vi.fn<(choice: NearChoice) => void>();
  const onClear = vi.fn();
  const rendered = renderWithApp(<NearMePicker chosen={chosen} onChoose={onChoose} onClear={onClear} />);
  return { ...rendered, onChoose, onClear };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('near me picker', () => {
  it('asks the browser for the location only when "Use my location" is clicked, and chooses that point', async () => {
    const asked = fakeGeolocation({ coords: { latitude: 30.263812345, longitude: -97.716598765 } });
    const { user, onChoose } = renderPicker();
    expect(asked).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 5 km');
    await user.click(screen.getByRole('button', { name: /Use my location/ }));

    expect(asked).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith({ near: '30.2638,-97.7166', radiusKm: 5 });
  });

  it.each([
    [1, GEOLOCATION_DENIED],
    [2, GEOLOCATION_UNAVAILABLE],
    [3, GEOLOCATION_UNAVAILABLE],
  ])('says why when the browser answers error %i', async (code, message) => {
    fakeGeolocation({ code });
    const { user, onChoose } = renderPicker();

    await user.click(screen.getByRole('button', { name: /Use my location/ }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says so when the browser has no geolocation', async () => {
    const { user } = renderPicker();

    await user.click(screen.getByRole('button', { name: /Use my location/ }));

    expect(screen.getByRole('alert')).toHaveTextContent(GEOLOCATION_UNSUPPORTED);
  });

  it('chooses a zip code with the default radius, leaving its checking to the server', async () => {
    const { user, onChoose } = renderPicker();

    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '78701');
    await user.click(screen.getByRole('button', { name: 'Go' }));

    expect(onChoose).toHaveBeenCalledWith({ near: '78701', radiusKm: 25 });
  });

  it('changes the radius of a chosen place at once, and clears the place', async () => {
    const { user, onChoose, onClear } = renderPicker({ near: '78701', radiusKm: 25 });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('78701');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 10 km');
    expect(onChoose).toHaveBeenCalledWith({ near: '78701', radiusKm: 10 });

    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('deal card distance', () => {
  it('shows the distance to one decimal when the list was asked near a place, and nothing otherwise', () => {
    const { unmount } = renderWithApp(<DealCard deal={aFixedDeal({ distanceKm: 1.234 })} />);
    expect(within(screen.getByRole('article')).getByTestId('deal-distance')).toHaveTextContent('1.2 km');
    unmount();

    renderWithApp(<DealCard deal={aFixedDeal()} />);
    expect(screen.queryByTestId('deal-distance')).not.toBeInTheDocument();
  });
});
