/**
 * Real reviews for the demo (DESIGN.md 10.7): customers who bought a demo deal, used it at the
 * business and reviewed it. The seed writes each as the product would (a paid purchase, its
 * redeem line, then the review), so the rating counters match the rows. Only some businesses have
 * reviews: the others show "New". The reviewers never sign in: their accounts are created disabled.
 */
export interface DemoReviewer {
  key: string;
  username: string;
  email: string;
}

export interface DemoReview {
  reviewer: string;
  dealId: number;
  rating: number;
  text: string;
  /** Written this many days before the seed ran (after its use, the day before). */
  daysAgo: number;
  /** The business's reply, when it answered. */
  reply?: string;
}

export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  { key: 'maria', username: 'Maria Lopez', email: 'maria.reviewer@discounter.example' },
  { key: 'james', username: 'James Carter', email: 'james.reviewer@discounter.example' },
  { key: 'priya', username: 'Priya Shah', email: 'priya.reviewer@discounter.example' },
];

export const DEMO_REVIEWS: readonly DemoReview[] = [
  { reviewer: 'maria', dealId: 102, rating: 5, daysAgo: 12, text: 'Best cold brew flight in Austin, and the punch card discount made it even better.', reply: 'Thank you, Maria! See you at the bar soon.' },
  { reviewer: 'james', dealId: 102, rating: 4, daysAgo: 6, text: 'Great coffee and friendly baristas. It gets busy on weekend mornings.' },
  { reviewer: 'priya', dealId: 117, rating: 5, daysAgo: 9, text: 'Rich broth, crispy gyoza, and the lunch deal is a steal. Will be back.' },
  { reviewer: 'maria', dealId: 117, rating: 4, daysAgo: 3, text: 'Lovely lunch bowl. Service was a little slow but the food made up for it.' },
  { reviewer: 'james', dealId: 113, rating: 5, daysAgo: 10, text: 'The deep tissue massage was exactly what my back needed. Calm, spotless spa.', reply: 'So glad it helped, James. Come back anytime!' },
  { reviewer: 'priya', dealId: 104, rating: 3, daysAgo: 4, text: 'Good coaches and equipment, but classes were crowded at 6pm.' },
];
