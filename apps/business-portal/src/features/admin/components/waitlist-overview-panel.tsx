import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { ButtonLink } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatMomentDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { DEFAULT_WAITLIST_QUERY, useWaitlistPage } from '../api/get-waitlist.js';
import { useWaitlistSummary } from '../api/get-waitlist-summary.js';
import { Section } from './admin-layout.js';
import { StatGridSkeleton } from './admin-stats.js';
import { WaitlistErrorCard } from './waitlist-error-card.js';
import { WaitlistFreshness } from './waitlist-freshness.js';
import { WaitlistSummaryCards } from './waitlist-summary-cards.js';

/** The dashboard shows this many of the newest sign-ups. */
const LATEST_COUNT = 5;

const Latest = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(1)} ${space(3)};
    align-items: center;
    padding: ${space(3)} ${space(4)};
  }
  & li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Who = styled.div`
  min-width: 0;
  & strong { display: block; overflow-wrap: anywhere; }
  & span { display: block; font-size: ${({ theme }) => theme.font.sizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Side = styled(Stack).attrs({ $gap: 1 })`
  align-items: flex-end;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Empty = styled.p`
  padding: ${space(6)} ${space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The dashboard's waitlist part: counts by type, the average rating, the newest sign-ups and the way to the full list. */
export function WaitlistOverviewPanel() {
  // The newest few only: the server pages, and the cards are its counts.
  const waitlist = useWaitlistPage({ ...DEFAULT_WAITLIST_QUERY, limit: LATEST_COUNT });
  const summary = useWaitlistSummary();
  const data = waitlist.data;
  return (
    <Section
      title="Waitlist"
      description="Visitors who joined the waitlist and left feedback."
      actions={<ButtonLink to="/admin/waitlist">Open Waitlist Administration</ButtonLink>}
    >
      {data ? (
        <>
          <WaitlistFreshness source={data.source} refreshFailed={waitlist.isRefetchError} />
          {summary.data ? <WaitlistSummaryCards summary={summary.data} /> : summary.isError ? null : <StatGridSkeleton count={4} label="Loading waitlist summary" />}
          <Subheading>Latest sign-ups</Subheading>
          {data.entries.length ? (
            <Latest>
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <Who>
                    <strong>{entry.name}</strong>
                    <span>{entry.email}</span>
                  </Who>
                  <Side>
                    <Badge $tone={entry.type === 'business' ? 'brand' : 'savings'}>{entry.type === 'business' ? 'Business' : 'Discounter'}</Badge>
                    <span>
                      {entry.rating}/5 · {formatMomentDate(entry.createdAt)}
                    </span>
                  </Side>
                </li>
              ))}
            </Latest>
          ) : (
            <Empty>No waitlist entries found.</Empty>
          )}
        </>
      ) : waitlist.isError ? (
        <WaitlistErrorCard error={waitlist.error} />
      ) : (
        <>
          <StatGridSkeleton count={4} label="Loading waitlist summary" />
          <Skeleton $height="12rem" />
        </>
      )}
    </Section>
  );
}
