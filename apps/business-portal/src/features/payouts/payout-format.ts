import { statementWeek } from '@marketplace/core/ledger/domain/statement-week';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "$1,234.50", "-$2.50": a signed amount in dollars. */
export function formatDollars(amount: number): string {
  return usd.format(amount);
}

/** "Sun, Nov 29, 23:30": a statement line's time as the business's clock showed it (from its `localTime`). */
export function formatLocalTime(localTime: string): string {
  const [date = '', rest = ''] = localTime.split('T');
  return `${dayFormat.format(new Date(`${date}T00:00:00Z`))}, ${rest.slice(0, 5)}`;
}

/** "Nov 23 – Nov 29": the Monday and Sunday of an ISO week. */
export function weekRange(isoWeek: string): string {
  const { firstDay, lastDay } = statementWeek(isoWeek, 'UTC');
  return `${shortDay.format(new Date(`${firstDay}T00:00:00Z`))} – ${shortDay.format(new Date(`${lastDay}T00:00:00Z`))}`;
}
