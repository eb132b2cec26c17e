/** Interface timings and fixed figures from section 9 of both specification documents. */

/** At most one toast at a time; each stays 5 s, closes on a 50 px swipe, is removed after 1,000,000 ms; F8 focuses the region. */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
  hotkey: 'F8',
} as const;

/** The purchase success celebration. */
export const CONFETTI = { durationMs: 6000, particles: 150 } as const;

/** The demo card form waits this long before recording the purchase. */
export const DEMO_PAYMENT_DELAY_MS = 2000;

/** Logout returns to / after this delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 300;

/** The checkout's Deal Summary shows this many characters of the description. */
export const CHECKOUT_DESCRIPTION_PREVIEW_CHARS = 100;

/** Where each account lands after a (demo) login. */
export const LANDING_AFTER_LOGIN = { user: '/profile', business: '/business/dashboard', admin: '/admin/dashboard' } as const;

/** How It Works scrolls to the fee calculator this long after opening /for-businesses. */
export const FEE_CALCULATOR_SCROLL_DELAY_MS = 500;

/** The welcome dialog is shown while this local-storage flag is absent; Shift+W clears it. */
export const VISITED_FLAG_KEY = 'visited';
