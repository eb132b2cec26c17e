/** A page request: `page` starts at 1. */
export interface PageRequest {
  page: number;
  limit: number;
}

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function paginate(total: number, { page, limit }: PageRequest): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    total,
    page,
    limit,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}
