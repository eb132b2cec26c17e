import { useCallback, useState } from 'react';
import { useLocations, type BusinessLocation } from '../../api/get-locations.js';

const STORAGE_KEY = 'marketplace.till.locationId';

/** The location this device's till stands at, as remembered in this browser (DESIGN.md 10.6: per device). */
function rememberedLocationId(): number | null {
  try {
    const saved = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

function remember(locationId: number | null): void {
  try {
    if (locationId === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, String(locationId));
  } catch {
    // Private modes may refuse storage: the till then asks again next time.
  }
}

export type TillLocation = BusinessLocation;

/**
 * The till's location: the one remembered on this device while it is still one of the business's
 * open locations; the only location when there is just one; else none yet (the till asks).
 */
export function useTillLocation() {
  const locations = useLocations();
  const [chosenId, setChosenId] = useState<number | null>(rememberedLocationId);
  const [changing, setChanging] = useState(false);
  const list = locations.data?.locations ?? [];
  const remembered = list.find((location) => location.id === chosenId) ?? null;
  const location = changing ? null : (remembered ?? (list.length === 1 ? (list[0] ?? null) : null));

  const choose = useCallback((locationId: number) => {
    remember(locationId);
    setChosenId(locationId);
    setChanging(false);
  }, []);
  const change = useCallback(() => setChanging(true), []);

  return { locations, list, location, choose, change, changing, remembered };
}
