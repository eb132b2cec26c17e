/** Customer-side section 2 (Badges): "First Purchase" plus seven locked badges with thresholds. */
export interface BadgeDefinition {
  id: string;
  title: string;
  description: string;
  metric: keyof BadgeProgress;
  threshold: number;
}

export interface Badge {
  id: string;
  title: string;
  description: string;
  type: 'earned' | 'locked';
}

/** What a customer has done so far; each badge compares one of these with its threshold. */
export interface BadgeProgress {
  purchases: number;
  distinctBusinesses: number;
  savedDollars: number;
  restaurantDeals: number;
  coffeeDeals: number;
  weeksInARow: number;
  dealsUsed: number;
}

export const BADGE_DEFINITIONS: readonly BadgeDefinition[] = [
  { id: 'first-purchase', title: 'First Purchase', description: 'Bought your first deal', metric: 'purchases', threshold: 1 },
  { id: 'local-explorer', title: 'Local Explorer', description: 'Bought deals from 5 different businesses', metric: 'distinctBusinesses', threshold: 5 },
  { id: 'big-saver', title: 'Big Saver', description: 'Saved $100 with your deals', metric: 'savedDollars', threshold: 100 },
  { id: 'foodie', title: 'Foodie', description: 'Bought 5 restaurant deals', metric: 'restaurantDeals', threshold: 5 },
  { id: 'coffee-lover', title: 'Coffee Lover', description: 'Bought 3 coffee deals', metric: 'coffeeDeals', threshold: 3 },
  { id: 'deal-hunter', title: 'Deal Hunter', description: 'Made 10 purchases', metric: 'purchases', threshold: 10 },
  { id: 'regular', title: 'Regular', description: 'Bought a deal 5 weeks in a row', metric: 'weeksInARow', threshold: 5 },
  { id: 'super-saver', title: 'Super Saver', description: 'Used 25 deals', metric: 'dealsUsed', threshold: 25 },
];

export const NO_PROGRESS: BadgeProgress = {
  purchases: 0,
  distinctBusinesses: 0,
  savedDollars: 0,
  restaurantDeals: 0,
  coffeeDeals: 0,
  weeksInARow: 0,
  dealsUsed: 0,
};

/**
 * The badge list. The prototype showed "First Purchase" as earned and every other badge locked;
 * the list here earns each badge from real progress instead, with the same thresholds.
 */
export function badgesFor(progress: BadgeProgress): Badge[] {
  return BADGE_DEFINITIONS.map(({ id, title, description, metric, threshold }) => ({
    id,
    title,
    description,
    type: progress[metric] >= threshold ? 'earned' : 'locked',
  }));
}
