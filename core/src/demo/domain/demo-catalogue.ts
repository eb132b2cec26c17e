import { DEMO_BUSINESS } from './demo-accounts.js';
import { demoPictureUrl } from './demo-pictures.js';

/**
 * The demo data set: businesses in three cities and deals across every category, fixed and
 * slider, some featured, a few ended and a few paused, so every screen has something real to show.
 * Deal ids are fixed (101 and up) so re-seeding is idempotent and the "Cash to Discount" ribbon
 * (slider deals above id 104) shows where the specification says it does.
 */
export interface DemoBusiness {
  key: string;
  name: string;
  email: string;
  password: string;
  category: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber: string;
  /** Every demo business has role `business`: a public demo login must never read the waitlist. */
  verified: boolean;
}

export interface DemoDeal {
  id: number;
  business: string;
  title: string;
  description: string;
  category: string;
  /** Dollars, as the catalogue is written by people; the seed converts to cents. */
  price: number;
  /** 0 for a free-item deal. */
  discountPercent: number;
  /** What a free-item deal gives instead of a percentage off. */
  freeItem?: string;
  slider?: { minPrice: number; maxPrice: number; steps: number[] };
  /** Days from the seeding day; negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  maxRedemptionsPerUser: number;
  /** One of the demo pictures (drawn at seed time, see demo-pictures.ts). */
  imageUrl: string;
  featured?: boolean;
  active?: boolean;
}

const DEMO_PASSWORD = 'demo-business';


export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  { key: 'sunrise', ...DEMO_BUSINESS, verified: true },
  {
    key: 'bean', name: 'Bean There Café', email: 'hello@beanthere.example', password: DEMO_PASSWORD, category: 'Café',
    description: 'Small-batch roasts, pastries baked at dawn and a sunny patio on South Congress.',
    address: '1410 S Congress Ave', city: 'Austin', state: 'TX', zip: '78704', phoneNumber: '(512) 555-0178', verified: true,
  },
  {
    key: 'iron', name: 'Iron Temple Fitness', email: 'frontdesk@irontemple.example', password: DEMO_PASSWORD, category: 'Fitness',
    description: 'Strength classes, open gym and personal coaching for every level.',
    address: '2201 E 6th St', city: 'Austin', state: 'TX', zip: '78702', phoneNumber: '(512) 555-0119', verified: true,
  },
  {
    key: 'alpine', name: 'Alpine Glow Spa', email: 'relax@alpineglow.example', password: DEMO_PASSWORD, category: 'Wellness',
    description: 'Massage, facials and a eucalyptus steam room ten minutes from downtown Denver.',
    address: '1550 Blake St', city: 'Denver', state: 'CO', zip: '80202', phoneNumber: '(303) 555-0164', verified: true,
  },
  {
    key: 'glow', name: 'Glow Beauty Bar', email: 'book@glowbeauty.example', password: DEMO_PASSWORD, category: 'Beauty',
    description: 'Blowouts, brows and nails by a friendly team of stylists.',
    address: '3001 Larimer St', city: 'Denver', state: 'CO', zip: '80205', phoneNumber: '(303) 555-0127', verified: true,
  },
  {
    key: 'summit', name: 'Summit Outfitters', email: 'shop@summitoutfitters.example', password: DEMO_PASSWORD, category: 'Retail',
    description: 'Hiking, climbing and camping gear, with rentals and expert fitting.',
    address: '820 S Broadway', city: 'Denver', state: 'CO', zip: '80209', phoneNumber: '(303) 555-0181', verified: true,
  },
  {
    key: 'lanes', name: 'Rose City Lanes', email: 'fun@rosecitylanes.example', password: DEMO_PASSWORD, category: 'Entertainment',
    description: 'Twenty-four lanes, retro arcade and a diner counter open late.',
    address: '5020 NE Sandy Blvd', city: 'Portland', state: 'OR', zip: '97213', phoneNumber: '(503) 555-0155', verified: true,
  },
  {
    key: 'ramen', name: 'Hearth Ramen House', email: 'eat@hearthramen.example', password: DEMO_PASSWORD, category: 'Restaurant',
    description: 'Twelve-hour tonkotsu, vegan miso and hand-pulled noodles.',
    address: '610 SW Alder St', city: 'Portland', state: 'OR', zip: '97205', phoneNumber: '(503) 555-0103', verified: true,
  },
  {
    key: 'pedal', name: 'Pedal & Press Bike Works', email: 'service@pedalpress.example', password: DEMO_PASSWORD, category: 'Other',
    description: 'Tune-ups, repairs and a coffee bar while you wait.',
    address: '2314 N Williams Ave', city: 'Portland', state: 'OR', zip: '97227', phoneNumber: '(503) 555-0190', verified: true,
  },
  {
    key: 'lotus', name: 'Lotus Flow Yoga', email: 'namaste@lotusflow.example', password: DEMO_PASSWORD, category: 'Fitness',
    description: 'Vinyasa, yin and hot yoga in a bright studio. Awaiting verification.',
    address: '4407 SE Division St', city: 'Portland', state: 'OR', zip: '97206', phoneNumber: '(503) 555-0138', verified: false,
  },
];

const STEPS_A = [10, 15, 20, 25, 30, 35];
const STEPS_B = [12, 16, 20, 24, 28, 32];
const STEPS_C = [15, 20, 25, 30, 35, 40];

export const DEMO_DEALS: readonly DemoDeal[] = [
  { id: 101, business: 'sunrise', title: 'Weekend Brunch for Two', description: 'Save on bottomless coffee, seasonal pancakes and our famous migas for two, Saturday and Sunday until 2pm.', category: 'Restaurant', price: 8, discountPercent: 15, startsInDays: -10, endsInDays: 50, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Restaurant', 0), featured: true },
  { id: 102, business: 'bean', title: 'Coffee Lover Punch Card', description: 'A discount on every drink and pastry order at Bean There Café, including our cold brew flights.', category: 'Café', price: 5, discountPercent: 15, startsInDays: -20, endsInDays: 40, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Café', 0), featured: true },
  { id: 103, business: 'sunrise', title: 'Cash to Discount: Dinner Menu', description: 'Choose how much to prepay and unlock a bigger discount on the full dinner menu, drinks included.', category: 'Restaurant', price: 15, discountPercent: 10, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_A }, startsInDays: -5, endsInDays: 45, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Restaurant', 1) },
  { id: 104, business: 'iron', title: 'Ten-Class Strength Pack', description: 'Discount on any ten strength or conditioning classes, valid for beginners and regulars alike.', category: 'Fitness', price: 14, discountPercent: 20, startsInDays: -15, endsInDays: 30, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Fitness', 0), featured: true },
  { id: 105, business: 'alpine', title: 'Pick Your Spa Savings', description: 'Prepay between $5 and $30 and save up to 35% on massages, facials and the steam room.', category: 'Wellness', price: 15, discountPercent: 10, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_A }, startsInDays: -3, endsInDays: 60, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Wellness', 0), featured: true },
  { id: 106, business: 'glow', title: 'Blowout and Brow Refresh', description: 'Save on a signature blowout with a brow shape, Tuesday to Thursday appointments.', category: 'Beauty', price: 9, discountPercent: 20, startsInDays: -8, endsInDays: 35, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Beauty', 0), featured: true },
  { id: 107, business: 'summit', title: 'Trail Gear Discount', description: 'Unlock a discount on boots, packs and rain shells from top outdoor brands.', category: 'Retail', price: 13, discountPercent: 15, startsInDays: -12, endsInDays: 48, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Retail', 0) },
  { id: 108, business: 'lanes', title: 'Bowling Night for Four', description: 'Two hours of bowling with shoe rental for up to four players, plus arcade credit.', category: 'Entertainment', price: 14, discountPercent: 20, startsInDays: -6, endsInDays: 28, maxRedemptionsPerUser: 3, imageUrl: demoPictureUrl('Entertainment', 0), featured: true },
  { id: 109, business: 'ramen', title: 'Cash to Discount: Ramen Nights', description: 'Pay what suits you, from $5 to $30, and save more on bowls, sides and sake the more you prepay.', category: 'Restaurant', price: 15, discountPercent: 12, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_B }, startsInDays: -4, endsInDays: 40, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Restaurant', 2), featured: true },
  { id: 110, business: 'pedal', title: 'Full Bike Tune-Up', description: 'Discount on a complete tune-up: gears, brakes, truing and a safety check.', category: 'Other', price: 8, discountPercent: 15, startsInDays: -9, endsInDays: 55, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Other', 0) },
  { id: 111, business: 'bean', title: 'Cash to Discount: Café Favourites', description: 'Prepay a little or a lot and save up to 40% on drinks, breakfast tacos and baked goods.', category: 'Café', price: 10, discountPercent: 15, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_C }, startsInDays: -2, endsInDays: 30, maxRedemptionsPerUser: 3, imageUrl: demoPictureUrl('Café', 1) },
  { id: 112, business: 'iron', title: 'Personal Training Intro', description: 'Save on a one-hour personal training session with a movement assessment.', category: 'Fitness', price: 9, discountPercent: 20, startsInDays: -1, endsInDays: 30, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Fitness', 1) },
  { id: 113, business: 'alpine', title: 'Deep Tissue Massage', description: 'Discount on a 60 or 90 minute deep tissue massage with aromatherapy.', category: 'Wellness', price: 13, discountPercent: 15, startsInDays: -14, endsInDays: 44, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Wellness', 1) },
  { id: 114, business: 'glow', title: 'Cash to Discount: Nail Studio', description: 'Choose your prepaid amount and save up to 35% on manicures, pedicures and gel sets.', category: 'Beauty', price: 15, discountPercent: 10, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_A }, startsInDays: -7, endsInDays: 33, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Beauty', 1) },
  { id: 115, business: 'summit', title: 'Cash to Discount: Gear Up', description: 'Prepay from $5 to $30 and save up to 32% on any in-store purchase, rentals included.', category: 'Retail', price: 15, discountPercent: 12, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_B }, startsInDays: -11, endsInDays: 50, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Retail', 1) },
  { id: 116, business: 'lanes', title: 'Arcade Power Hour', description: 'Discount on an hour of unlimited arcade play for one, any weekday.', category: 'Entertainment', price: 5, discountPercent: 15, startsInDays: -16, endsInDays: 25, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Entertainment', 1) },
  { id: 117, business: 'ramen', title: 'Lunch Bowl and Gyoza', description: 'Save on any lunch ramen bowl with a side of pan-fried gyoza, Monday to Friday.', category: 'Restaurant', price: 5, discountPercent: 15, startsInDays: -18, endsInDays: 36, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Restaurant', 3) },
  { id: 118, business: 'pedal', title: 'Flat Fix and Coffee', description: 'Discount on a flat repair while you enjoy an espresso at our bar.', category: 'Other', price: 5, discountPercent: 20, startsInDays: -5, endsInDays: 20, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Other', 1) },
  { id: 119, business: 'sunrise', title: 'Happy Hour Small Plates', description: 'Save on small plates and local drafts from 4pm to 6pm every weekday.', category: 'Restaurant', price: 9, discountPercent: 20, startsInDays: -3, endsInDays: 27, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Restaurant', 4) },
  { id: 120, business: 'bean', title: 'Pastry Box Discount', description: 'A discount on a box of six fresh pastries, perfect for the office.', category: 'Café', price: 8, discountPercent: 15, startsInDays: -1, endsInDays: 21, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Café', 2) },
  { id: 121, business: 'alpine', title: 'Couples Spa Afternoon', description: 'Save on a side-by-side massage and steam room session for two.', category: 'Wellness', price: 14, discountPercent: 20, startsInDays: -20, endsInDays: 52, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Wellness', 2) },
  { id: 122, business: 'glow', title: 'Bridal Trial Makeup', description: 'Discount on a full bridal makeup trial with lashes.', category: 'Beauty', price: 13, discountPercent: 15, startsInDays: -9, endsInDays: 60, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Beauty', 2) },
  { id: 123, business: 'summit', title: 'Climbing Shoe Fitting', description: 'Save on climbing shoes with an expert fitting session.', category: 'Retail', price: 9, discountPercent: 20, startsInDays: -13, endsInDays: 31, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Retail', 2) },
  { id: 124, business: 'lanes', title: 'Cash to Discount: Party Lanes', description: 'Prepay between $5 and $30 for bigger savings on lane rentals, pizza and pitchers.', category: 'Entertainment', price: 15, discountPercent: 15, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_C }, startsInDays: -6, endsInDays: 42, maxRedemptionsPerUser: 2, imageUrl: demoPictureUrl('Entertainment', 2) },
  { id: 125, business: 'iron', title: 'Cash to Discount: Membership Month', description: 'Choose your prepaid amount and save up to 35% on your first month of membership.', category: 'Fitness', price: 15, discountPercent: 10, slider: { minPrice: 5, maxPrice: 30, steps: STEPS_A }, startsInDays: -2, endsInDays: 58, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Fitness', 2) },
  { id: 126, business: 'ramen', title: 'Chef Tasting Counter', description: 'Discount on the seven-course tasting counter, Thursday to Saturday.', category: 'Restaurant', price: 14, discountPercent: 20, startsInDays: -10, endsInDays: 40, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Restaurant', 5) },
  // Ended: past their end date, so no shopper sees them.
  { id: 127, business: 'sunrise', title: 'Holiday Feast Pre-order', description: 'Save on our holiday feast boxes for pick-up, roasted turkey and all the sides.', category: 'Restaurant', price: 13, discountPercent: 15, startsInDays: -60, endsInDays: -3, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Restaurant', 6) },
  { id: 128, business: 'bean', title: 'Summer Cold Brew Pass', description: 'Discount on cold brew all summer long, any size.', category: 'Café', price: 5, discountPercent: 20, startsInDays: -90, endsInDays: -20, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Café', 3) },
  { id: 129, business: 'lanes', title: 'Spring Break Bowling', description: 'Student discount on lanes during spring break week.', category: 'Entertainment', price: 8, discountPercent: 15, startsInDays: -45, endsInDays: -1, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Entertainment', 3) },
  // Paused by their business.
  { id: 130, business: 'glow', title: 'Lash Lift Special', description: 'Save on a lash lift and tint, currently paused while our lash artist is away.', category: 'Beauty', price: 9, discountPercent: 20, startsInDays: -5, endsInDays: 40, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Beauty', 3), active: false },
  { id: 131, business: 'pedal', title: 'Winter Storage Discount', description: 'Discount on indoor bike storage through the winter months.', category: 'Other', price: 13, discountPercent: 15, startsInDays: -5, endsInDays: 90, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Other', 2), active: false },
  // A free-item deal of the demo business: a coffee with any pastry, no percentage.
  { id: 133, business: 'sunrise', title: 'Pastry Morning', description: 'Buy any pastry from our morning counter and the coffee is on us, weekdays until 11am.', category: 'Restaurant', price: 6, discountPercent: 0, freeItem: 'Coffee with any pastry', startsInDays: -2, endsInDays: 40, maxRedemptionsPerUser: 3, imageUrl: demoPictureUrl('Restaurant', 7) },
  // A draft of an unverified business: publishes when the business is verified.
  { id: 132, business: 'lotus', title: 'Five-Class Yoga Pass', description: 'Save on any five classes: vinyasa, yin or hot yoga, mats provided.', category: 'Fitness', price: 9, discountPercent: 20, startsInDays: -1, endsInDays: 45, maxRedemptionsPerUser: 1, imageUrl: demoPictureUrl('Fitness', 3), active: false },
];
