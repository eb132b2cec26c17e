import type { Category } from '../domain/category.js';

export interface CategoryRepository {
  /** Every category, ordered by id. */
  list(): Promise<Category[]>;
  /** Adds the names that are missing (names are unique); @returns how many were added. */
  ensure(names: readonly string[]): Promise<number>;
}
