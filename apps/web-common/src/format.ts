import { CHECKOUT_DESCRIPTION_PREVIEW_CHARS } from './ui-constants.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Mar 5, 2025": dates are shown as MMM d, yyyy. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The first 100 characters of a description, with an ellipsis when cut. */
export function previewDescription(text: string, length = CHECKOUT_DESCRIPTION_PREVIEW_CHARS): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
