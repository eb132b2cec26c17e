import { Route, Routes } from 'react-router';
import { lazyPage } from '@marketplace/web-common/components/app-shell/app-router';
import { RootLayout } from '@marketplace/web-common/components/app-shell/root-layout';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';
import { dealQueryOptions } from '@marketplace/web-common/api/get-deal';
import { dealsListFilters, dealsQueryOptions } from '../features/deals/api/get-deals.js';

const HomePage = lazyPage(() => import('./routes/home.js').then((m) => m.HomePage));
const DealsPage = lazyPage(
  () => import('./routes/deals.js').then((m) => m.DealsPage),
  (client, { search }) => void client.prefetchQuery(dealsQueryOptions(dealsListFilters(new URLSearchParams(search)))),
);
const DealPage = lazyPage(
  () => import('./routes/deal.js').then((m) => m.DealPage),
  (client, { params }) => void client.prefetchQuery(dealQueryOptions(Number(params['id']))),
);
const CheckoutPage = lazyPage(() => import('./routes/checkout.js').then((m) => m.CheckoutPage));
const ProfilePage = lazyPage(() => import('./routes/profile.js').then((m) => m.ProfilePage));
const AuthPage = lazyPage(() => import('./routes/auth.js').then((m) => m.AuthPage));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password.js').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.js').then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = lazyPage(() => import('./routes/confirm-email.js').then((m) => m.ConfirmEmailPage));
const WaitlistPage = lazyPage(() => import('./routes/waitlist.js').then((m) => m.WaitlistPage));
const HowItWorksPage = lazyPage(() => import('./routes/how-it-works.js').then((m) => m.HowItWorksPage));
const ForBusinessesPage = lazyPage(() => import('./routes/for-businesses.js').then((m) => m.ForBusinessesPage));
const PartnershipsPage = lazyPage(() => import('./routes/partnerships.js').then((m) => m.PartnershipsPage));
const RecessionProofPage = lazyPage(() => import('./routes/recession-proof.js').then((m) => m.RecessionProofPage));
const ContactPage = lazyPage(() => import('./routes/contact.js').then((m) => m.ContactPage));
const GiftClaimPage = lazyPage(() => import('./routes/gift-claim.js').then((m) => m.GiftClaimPage));
const UnsubscribePage = lazyPage(() => import('./routes/unsubscribe.js').then((m) => m.UnsubscribePage));
const CashierPage = lazyPage(() => import('./routes/cashier.js').then((m) => m.CashierPage));
const NotFoundPage = lazyPage(() => import('@marketplace/web-common/components/app-shell/not-found-page').then((m) => m.NotFoundPage));

/**
 * The customer-side routes, the waitlist and the marketing pages; every page is its own chunk. Where
 * a visit lands on home, the deals or a deal, that page's first query starts with its chunk.
 */
export const storefrontRoutes = (
  <Routes>
    <Route element={<RootLayout app="storefront" links={SITE_LINKS} />}>
      <Route index element={<HomePage />} />
      <Route path="deals" element={<DealsPage />} />
      <Route path="deals/:id" element={<DealPage />} />
      <Route path="checkout/:id" element={<CheckoutPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="auth" element={<AuthPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="confirm-email" element={<ConfirmEmailPage />} />
      <Route path="waitlist" element={<WaitlistPage />} />
      <Route path="how-it-works" element={<HowItWorksPage />} />
      <Route path="for-businesses" element={<ForBusinessesPage />} />
      <Route path="partnerships" element={<PartnershipsPage />} />
      <Route path="recession-proof" element={<RecessionProofPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="gifts/claim" element={<GiftClaimPage />} />
      <Route path="unsubscribe" element={<UnsubscribePage />} />
      <Route path="*" element={<NotFoundPage homePath="/" homeLabel="Go to the home page" />} />
    </Route>
    {/* Shown across a shop counter: full screen, without the header, footer and helpers. */}
    <Route path="purchases/:id/cashier" element={<CashierPage />} />
  </Routes>
);
