/**
 * A business's time zone: an IANA name (`America/Chicago`). Its weekly statement runs from Monday
 * 00:00 to the next Monday 00:00 there, and its statement lines show local times.
 */

/** Where a business names no state, or one outside the table: the platform's own zone. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The zone most of each US state (and DC) keeps, by its two-letter code: a registration's default,
 * which the business can change in its settings (a state split across zones gets its larger part).
 */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver', PR: 'America/Puerto_Rico',
};

/** The state codes with their zone, for the migration that gives existing businesses one. */
export const STATE_TIME_ZONE_TABLE: readonly (readonly [state: string, zone: string])[] = Object.entries(STATE_TIME_ZONES);

/** The zone a business in `state` most likely keeps ("TX", "tx" or " TX "), else {@link DEFAULT_TIME_ZONE}. */
export function timeZoneForState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

let knownZones: ReadonlySet<string> | undefined;

/** The IANA zones this runtime knows (the settings page offers these), plus UTC. */
export function supportedTimeZones(): readonly string[] {
  return [...timeZoneSet()].sort();
}

function timeZoneSet(): ReadonlySet<string> {
  knownZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return knownZones;
}

/** Whether `zone` is an IANA zone name the runtime knows (exact spelling, as the settings page offers them). */
export function isTimeZone(zone: string): boolean {
  if (timeZoneSet().has(zone)) return true;
  // Links the canonical list leaves out (US/Eastern, Asia/Calcutta) are still real zones.
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as America/Chicago)';
