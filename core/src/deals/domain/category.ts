/** A deal category (customer-side section 3: categories have an id and a unique name). */
export interface Category {
  id: number;
  name: string;
}

/**
 * The one list of deal categories: every deal form (standard, slider, Cash to Discount), business
 * registration and the storefront's category filters offer exactly these, so a deal is always found
 * under its category. "Services" comes from the Cash to Discount wizard, which had no match for it.
 */
export const DEAL_CATEGORIES = [
  'Restaurant',
  'Café',
  'Retail',
  'Wellness',
  'Fitness',
  'Beauty',
  'Entertainment',
  'Services',
  'Other',
] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number];

/**
 * Names the Cash to Discount wizard used to send, and the category each now is: a client or a
 * bookmarked filter address that still speaks them lands on the same deals.
 */
export const LEGACY_CATEGORY_NAMES = {
  'Food & Drink': 'Restaurant',
  'Health & Wellness': 'Wellness',
} as const satisfies Record<string, DealCategory>;
export type LegacyCategoryName = keyof typeof LEGACY_CATEGORY_NAMES;

/** The category of the shared list a name stands for: itself, or the one a legacy wizard name maps to. */
export function canonicalCategory(name: DealCategory | LegacyCategoryName): DealCategory {
  return Object.hasOwn(LEGACY_CATEGORY_NAMES, name) ? LEGACY_CATEGORY_NAMES[name as LegacyCategoryName] : (name as DealCategory);
}

/** Every name a request may carry for a category: the list, then the legacy wizard names. */
export const ACCEPTED_CATEGORY_NAMES = [...DEAL_CATEGORIES, ...(Object.keys(LEGACY_CATEGORY_NAMES) as LegacyCategoryName[])] as [
  DealCategory | LegacyCategoryName,
  ...(DealCategory | LegacyCategoryName)[],
];
