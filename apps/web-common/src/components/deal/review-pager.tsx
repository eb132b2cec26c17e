import type { Dispatch, SetStateAction } from 'react';
import type { PaginationResponse } from '@marketplace/core/shared/schemas/common.response';
import { Cluster } from '../layout/stack.js';
import { Button } from '../ui/button.js';

/** Newer and older pages of a review list (newest first), with where the reader is; nothing when there is one page. */
export function ReviewPager({ pagination, setPage }: { pagination: PaginationResponse; setPage: Dispatch<SetStateAction<number>> }) {
  if (pagination.totalPages <= 1) return null;
  return (
    <Cluster $justify="space-between">
      <Button size="sm" variant="secondary" disabled={!pagination.hasPreviousPage} onClick={() => setPage((current) => current - 1)}>
        Newer reviews
      </Button>
      <span>
        Page {pagination.page} of {pagination.totalPages}
      </span>
      <Button size="sm" variant="secondary" disabled={!pagination.hasNextPage} onClick={() => setPage((current) => current + 1)}>
        Older reviews
      </Button>
    </Cluster>
  );
}
