/** Favorites are not stored anywhere yet: these sample businesses stand in (customer-side section 2). */
export interface SampleFavorite {
  id: number;
  name: string;
  category: string;
  city: string;
  favoriteDate: string;
  notes: string;
  role: 'owner' | 'manager';
}

export const SAMPLE_FAVORITES: readonly SampleFavorite[] = [
  { id: 1, name: 'Bean There Café', category: 'Café', city: 'Austin, TX', favoriteDate: '2025-01-12', notes: 'Best cold brew flights in town.', role: 'owner' },
  { id: 2, name: 'Sunrise Diner', category: 'Restaurant', city: 'Austin, TX', favoriteDate: '2025-02-03', notes: 'Weekend brunch spot.', role: 'manager' },
  { id: 3, name: 'Iron Works Gym', category: 'Fitness', city: 'Round Rock, TX', favoriteDate: '2025-03-18', notes: 'Ask for the strength pack.', role: 'owner' },
];
