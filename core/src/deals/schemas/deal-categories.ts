import { DEAL_CATEGORIES, type DealCategory } from '../domain/category.js';

export { DEAL_CATEGORIES, type DealCategory };

/** The Cash to Discount wizard offers the one shared list (its own names are mapped, see LEGACY_CATEGORY_NAMES). */
export const CASH_TO_DISCOUNT_CATEGORIES = DEAL_CATEGORIES;

/** Every category a deal may carry: the one shared list. */
export const ALL_DEAL_CATEGORIES = DEAL_CATEGORIES;
export type AnyDealCategory = DealCategory;

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
