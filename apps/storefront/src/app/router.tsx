import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@marketplace/web-common/components/app-shell/root-layout';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';

/**
 * The customer-side routes, the waitlist and the marketing pages; every page is its own chunk.
 */
export function createStorefrontRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout app="storefront" links={SITE_LINKS} />,
      HydrateFallback: () => null,
      children: [
        { index: true, lazy: () => import('./routes/home.js').then((m) => ({ Component: m.HomePage })) },
        { path: 'deals', lazy: () => import('./routes/deals.js').then((m) => ({ Component: m.DealsPage })) },
        { path: 'deals/:id', lazy: () => import('./routes/deal.js').then((m) => ({ Component: m.DealPage })) },
        { path: 'checkout/:id', lazy: () => import('./routes/checkout.js').then((m) => ({ Component: m.CheckoutPage })) },
        { path: 'profile', lazy: () => import('./routes/profile.js').then((m) => ({ Component: m.ProfilePage })) },
        { path: 'auth', lazy: () => import('./routes/auth.js').then((m) => ({ Component: m.AuthPage })) },
        { path: 'forgot-password', lazy: () => import('./routes/forgot-password.js').then((m) => ({ Component: m.ForgotPasswordPage })) },
        { path: 'reset-password', lazy: () => import('./routes/reset-password.js').then((m) => ({ Component: m.ResetPasswordPage })) },
        { path: 'confirm-email', lazy: () => import('./routes/confirm-email.js').then((m) => ({ Component: m.ConfirmEmailPage })) },
        { path: 'waitlist', lazy: () => import('./routes/waitlist.js').then((m) => ({ Component: m.WaitlistPage })) },
        { path: 'how-it-works', lazy: () => import('./routes/how-it-works.js').then((m) => ({ Component: m.HowItWorksPage })) },
        { path: 'for-businesses', lazy: () => import('./routes/for-businesses.js').then((m) => ({ Component: m.ForBusinessesPage })) },
        { path: 'partnerships', lazy: () => import('./routes/partnerships.js').then((m) => ({ Component: m.PartnershipsPage })) },
        { path: 'recession-proof', lazy: () => import('./routes/recession-proof.js').then((m) => ({ Component: m.RecessionProofPage })) },
        { path: 'contact', lazy: () => import('./routes/contact.js').then((m) => ({ Component: m.ContactPage })) },
        { path: 'gifts/claim', lazy: () => import('./routes/gift-claim.js').then((m) => ({ Component: m.GiftClaimPage })) },
        { path: 'unsubscribe', lazy: () => import('./routes/unsubscribe.js').then((m) => ({ Component: m.UnsubscribePage })) },
        { path: '*', lazy: () => import('@marketplace/web-common/components/app-shell/not-found-page').then((m) => ({ element: <m.NotFoundPage homePath="/" homeLabel="Go to the home page" /> })) },
      ],
    },
    // Shown across a shop counter: full screen, without the header, footer and helpers.
    { path: 'purchases/:id/cashier', HydrateFallback: () => null, lazy: () => import('./routes/cashier.js').then((m) => ({ Component: m.CashierPage })) },
  ]);
}
