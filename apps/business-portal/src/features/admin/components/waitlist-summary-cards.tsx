import type { WaitlistSummary } from '../waitlist-table.js';
import { StatCard, StatGrid } from './admin-stats.js';

function share(part: number, total: number): string {
  return total ? `${Math.round((part / total) * 100)}% of sign-ups` : 'No sign-ups yet';
}

/** The waitlist's summary cards: totals by type and the average interest rating. */
export function WaitlistSummaryCards({ summary }: { summary: WaitlistSummary }) {
  return (
    <StatGrid>
      <StatCard icon="clipboard" tone="brand" label="Total sign-ups" value={summary.total} detail="Everyone on the waitlist" />
      <StatCard icon="bag" tone="savings" label="Discounters" value={summary.discounters} detail={share(summary.discounters, summary.total)} />
      <StatCard icon="store" tone="success" label="Businesses" value={summary.businesses} detail={share(summary.businesses, summary.total)} />
      <StatCard
        icon="star"
        tone="warning"
        label="Average rating"
        value={summary.averageRating === null ? '–' : `${summary.averageRating.toFixed(1)} / 5`}
        detail="Interest, from 1 to 5"
      />
    </StatGrid>
  );
}
