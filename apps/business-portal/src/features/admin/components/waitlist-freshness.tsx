import { formatMomentTime } from '@marketplace/web-common/format';
import { WAITLIST_REFRESH_MS } from '@marketplace/core/waitlist/domain/waitlist-export';
import type { WaitlistSource } from '../api/get-waitlist.js';
import { Icon } from './admin-icons.js';
import { Notice } from './admin-layout.js';

/** "Updated 2:05:17 PM PST · refreshes every 10 seconds". */
export function refreshLine(updatedAt: number): string {
  return `Updated ${formatMomentTime(updatedAt, { seconds: true })} · refreshes every ${WAITLIST_REFRESH_MS / 1000} seconds`;
}

/** What the admin should know about the data shown: sample rows standing in, or a refresh that failed. */
export function WaitlistFreshness({ source, refreshFailed }: { source: WaitlistSource; refreshFailed: boolean }) {
  return (
    <>
      {source === 'sample' ? (
        <Notice $tone="warning" role="status">
          <Icon name="info" />
          <span>
            <strong>Showing sample entries.</strong> The live waitlist could not be loaded, so these rows are examples, not real sign-ups.
          </span>
        </Notice>
      ) : null}
      {refreshFailed ? (
        <Notice $tone="warning" role="status">
          <Icon name="alert" />
          <span>
            <strong>The last refresh failed.</strong> These are the entries loaded before it; the next refresh will try again.
          </span>
        </Notice>
      ) : null}
    </>
  );
}
