import { useQuery } from '@tanstack/react-query';
import type { Category } from '@marketplace/core/deals/domain/category';
import { DEAL_CATEGORIES, type DealCategory } from '@marketplace/core/deals/schemas/deal-categories';
import { categoriesQueryOptions } from '../../api/get-categories.js';

/**
 * The categories a business may register under: those of the server's list that registration
 * accepts (business-side section 3), in the form's order; the form's own list while the server's
 * is loading, failed or names none of them.
 */
export function registrationCategories(categories: readonly Category[] | undefined): readonly DealCategory[] {
  const offered = new Set(categories?.map((category) => category.name));
  const known = DEAL_CATEGORIES.filter((name) => offered.has(name));
  return known.length > 0 ? known : DEAL_CATEGORIES;
}

export function useRegistrationCategories() {
  const query = useQuery(categoriesQueryOptions());
  return { ...query, categories: registrationCategories(query.data) };
}
