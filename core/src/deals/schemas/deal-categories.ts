/** Categories of the standard deal form, the deals filter and business registration. */
export const DEAL_CATEGORIES = [
  'Restaurant',
  'Café',
  'Retail',
  'Wellness',
  'Fitness',
  'Beauty',
  'Entertainment',
  'Other',
] as const;
export type DealCategory = (typeof DEAL_CATEGORIES)[number];

/** Categories of the Cash to Discount wizard. */
export const CASH_TO_DISCOUNT_CATEGORIES = [
  'Food & Drink',
  'Entertainment',
  'Health & Wellness',
  'Retail',
  'Services',
  'Other',
] as const;
export type CashToDiscountCategory = (typeof CASH_TO_DISCOUNT_CATEGORIES)[number];

/** Every category a deal may carry: both lists, without repeats, standard list first. */
export const ALL_DEAL_CATEGORIES = [
  ...new Set<DealCategory | CashToDiscountCategory>([...DEAL_CATEGORIES, ...CASH_TO_DISCOUNT_CATEGORIES]),
] as [DealCategory | CashToDiscountCategory, ...(DealCategory | CashToDiscountCategory)[]];
export type AnyDealCategory = DealCategory | CashToDiscountCategory;

/** The emoji shown for a category (keys are lowercase, accent-free). */
export const CATEGORY_ICONS = {
  restaurant: '🍽️',
  cafe: '☕',
  retail: '🛍️',
  entertainment: '🎭',
  fitness: '💪',
  beauty: '💅',
  health: '🧘',
  education: '📚',
} as const;
export const DEFAULT_CATEGORY_ICON = '🏷️';

type IconKey = keyof typeof CATEGORY_ICONS;

// Words of category names that have no key of their own but an obvious icon.
const ALIASES: ReadonlyMap<string, IconKey> = new Map([
  ['wellness', 'health'],
  ['food', 'restaurant'],
  ['coffee', 'cafe'],
]);

function iconKey(word: string): IconKey | undefined {
  return Object.hasOwn(CATEGORY_ICONS, word) ? (word as IconKey) : ALIASES.get(word);
}

/**
 * The emoji for a category name, case- and accent-insensitive ("Café" → ☕). A name made of
 * several words takes the first word with an icon ("Health & Wellness" → 🧘); anything else
 * gets the default icon.
 */
export function categoryIcon(name: string | null | undefined): string {
  const words = (name ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
  for (const word of words) {
    const key = iconKey(word);
    if (key) return CATEGORY_ICONS[key];
  }
  return DEFAULT_CATEGORY_ICON;
}
