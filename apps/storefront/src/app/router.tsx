import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.js';

/**
 * The customer-side routes built so far; every page is its own chunk. Checkout, profile and the
 * marketing pages arrive later and fall to the not-found page until then.
 */
export function createStorefrontRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        { index: true, lazy: () => import('./routes/home.js').then((m) => ({ Component: m.HomePage })) },
        { path: 'deals', lazy: () => import('./routes/deals.js').then((m) => ({ Component: m.DealsPage })) },
        { path: 'deals/:id', lazy: () => import('./routes/deal.js').then((m) => ({ Component: m.DealPage })) },
        { path: 'checkout/:id', lazy: () => import('./routes/checkout.js').then((m) => ({ Component: m.CheckoutPage })) },
        { path: 'profile', lazy: () => import('./routes/profile.js').then((m) => ({ Component: m.ProfilePage })) },
        { path: 'auth', lazy: () => import('./routes/auth.js').then((m) => ({ Component: m.AuthPage })) },
        { path: '*', lazy: () => import('./routes/not-found.js').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ]);
}
