/** A deal category (customer-side section 3: categories have an id and a unique name). */
export interface Category {
  id: number;
  name: string;
}
