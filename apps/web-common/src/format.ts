import { CHECKOUT_DESCRIPTION_PREVIEW_CHARS } from './ui-constants.js';

/**
 * Made on first use: a page's first Intl formatter loads the browser's locale data, hundreds of
 * milliseconds on a slow phone, which no page should pay only for importing this module.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

/** Calendar days (a deal's start and end) are stored as UTC midnights, so they are read in UTC. */
const calendarDayFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/*
 * Moments (a sign-up, a message, a refresh) are shown in the viewer's own time zone, the same one
 * everywhere, with its name, so two times on one screen can always be compared.
 */
const momentDateFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const momentTimeFormat = lazyFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const momentClockFormat = lazyFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

function formatWith(format: () => Intl.DateTimeFormat, value: Date | string | number): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : format().format(date);
}

/** "Mar 5, 2025": a calendar day (a deal's dates), as MMM d, yyyy. */
export function formatDate(value: Date | string): string {
  return formatWith(calendarDayFormat, value);
}

/** "Mar 5, 2025": the day a moment fell on, in the viewer's time zone. */
export function formatMomentDate(value: Date | string | number): string {
  return formatWith(momentDateFormat, value);
}

/** "3:55 PM PST": the time of a moment, in the viewer's time zone, named. */
export function formatMomentTime(value: Date | string | number, options: { seconds?: boolean } = {}): string {
  return formatWith(options.seconds ? momentClockFormat : momentTimeFormat, value);
}

/** "Mar 5, 2025, 3:55 PM PST": a moment, in the viewer's time zone. */
export function formatMoment(value: Date | string | number): string {
  const day = formatMomentDate(value);
  return day && `${day}, ${formatMomentTime(value)}`;
}

/** The first 100 characters of a description, with an ellipsis when cut. */
export function previewDescription(text: string, length = CHECKOUT_DESCRIPTION_PREVIEW_CHARS): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}

/** What a deal or purchase gives: a percentage off, or a free item (a free-item deal's discountPercent is 0). */
export interface DealOffer {
  readonly discountPercent: number;
  readonly freeItem?: string | null | undefined;
}

/** "20% off" (or "20% OFF" for a badge), or "Free: Coffee with any pastry": the same wording everywhere. */
export function formatOffer(offer: DealOffer, options: { uppercase?: boolean } = {}): string {
  if (offer.freeItem) return `Free: ${offer.freeItem}`;
  return `${offer.discountPercent}% ${options.uppercase ? 'OFF' : 'off'}`;
}
