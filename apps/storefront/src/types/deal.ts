// The presented deal is shared with the business portal.
export type { Deal } from '@marketplace/web-common/api/deal';
import type { Deal } from '@marketplace/web-common/api/deal';

export interface Pagination {
  total: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface DealsPage {
  deals: Deal[];
  pagination: Pagination;
}
