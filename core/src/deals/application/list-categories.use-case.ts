import type { Category } from '../domain/category.js';
import type { CategoryRepository } from '../ports/category.repository.port.js';

/** The deal categories, for the filters and the deal forms. */
export class ListCategories {
  constructor(private readonly deps: { categories: CategoryRepository }) {}

  execute(): Promise<Category[]> {
    return this.deps.categories.list();
  }
}
