import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '@marketplace/web-common/components/app-shell/app-router';
import { RootLayout } from '@marketplace/web-common/components/app-shell/root-layout';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';

const BusinessAuthPage = lazyPage(() => import('./routes/business-auth.js').then((m) => m.BusinessAuthPage));
const BusinessForgotPasswordPage = lazyPage(() => import('./routes/business-forgot-password.js').then((m) => m.BusinessForgotPasswordPage));
const BusinessResetPasswordPage = lazyPage(() => import('./routes/portal-reset-password.js').then((m) => m.BusinessResetPasswordPage));
const BusinessConfirmEmailPage = lazyPage(() => import('./routes/business-confirm-email.js').then((m) => m.BusinessConfirmEmailPage));
const BusinessSettingsPage = lazyPage(() => import('./routes/business-settings.js').then((m) => m.BusinessSettingsPage));
const BusinessLocationsPage = lazyPage(() => import('./routes/business-locations.js').then((m) => m.BusinessLocationsPage));
const DashboardPage = lazyPage(() => import('./routes/dashboard.js').then((m) => m.DashboardPage));
const AllDealsPage = lazyPage(() => import('./routes/all-deals.js').then((m) => m.AllDealsPage));
const EditDealPage = lazyPage(() => import('./routes/edit-deal.js').then((m) => m.EditDealPage));
const CreateDealPage = lazyPage(() => import('./routes/create-deal.js').then((m) => m.CreateDealPage));
const CreateSliderDealPage = lazyPage(() => import('./routes/create-slider-deal.js').then((m) => m.CreateSliderDealPage));
const CreateCashToDiscountDealPage = lazyPage(() => import('./routes/create-cash-to-discount-deal.js').then((m) => m.CreateCashToDiscountDealPage));
const PayoutsPage = lazyPage(() => import('./routes/payouts.js').then((m) => m.PayoutsPage));
const RedemptionsPage = lazyPage(() => import('./routes/redemptions.js').then((m) => m.RedemptionsPage));
const ConnectRefreshPage = lazyPage(() => import('./routes/connect-refresh.js').then((m) => m.ConnectRefreshPage));
const ConnectDemoOnboardingPage = lazyPage(() => import('./routes/connect-demo-onboarding.js').then((m) => m.ConnectDemoOnboardingPage));
const BusinessReviewsPage = lazyPage(() => import('./routes/business-reviews.js').then((m) => m.BusinessReviewsPage));
const TeamPage = lazyPage(() => import('./routes/team.js').then((m) => m.TeamPage));
const BusinessJoinPage = lazyPage(() => import('./routes/business-join.js').then((m) => m.BusinessJoinPage));
const SubscriptionPage = lazyPage(() => import('./routes/subscription.js').then((m) => m.SubscriptionPage));
const AdminLoginPage = lazyPage(() => import('./routes/admin-login.js').then((m) => m.AdminLoginPage));
const AdminForgotPasswordPage = lazyPage(() => import('./routes/admin-forgot-password.js').then((m) => m.AdminForgotPasswordPage));
const AdminResetPasswordPage = lazyPage(() => import('./routes/portal-reset-password.js').then((m) => m.AdminResetPasswordPage));
const AdminDashboardPage = lazyPage(() => import('./routes/admin-dashboard.js').then((m) => m.AdminDashboardPage));
const AdminMailPage = lazyPage(() => import('./routes/admin-mail.js').then((m) => m.AdminMailPage));
const AdminWaitlistPage = lazyPage(() => import('./routes/admin-waitlist.js').then((m) => m.AdminWaitlistPage));
const AdminPayoutsPage = lazyPage(() => import('./routes/admin-payouts.js').then((m) => m.AdminPayoutsPage));
const AdminReviewsPage = lazyPage(() => import('./routes/admin-reviews.js').then((m) => m.AdminReviewsPage));
const AdminJobsPage = lazyPage(() => import('./routes/admin-jobs.js').then((m) => m.AdminJobsPage));
const WaitlistDemoPage = lazyPage(() => import('./routes/waitlist-demo.js').then((m) => m.WaitlistDemoPage));
const NotFoundPage = lazyPage(() => import('@marketplace/web-common/components/app-shell/not-found-page').then((m) => m.NotFoundPage));

/**
 * The business portal (/business/*) and the admin area (/admin/*); every page is its own chunk.
 * Guards live in the pages (guards.tsx) so a page's chunk loads while the session is checked.
 */
export const portalRoutes = (
  <Routes>
    <Route element={<RootLayout app="portal" links={SITE_LINKS} />}>
      <Route path="business" element={<Navigate to="/business/dashboard" replace />} />
      <Route path="business/auth" element={<BusinessAuthPage />} />
      <Route path="business/forgot-password" element={<BusinessForgotPasswordPage />} />
      <Route path="business/reset-password" element={<BusinessResetPasswordPage />} />
      <Route path="business/confirm-email" element={<BusinessConfirmEmailPage />} />
      <Route path="business/settings" element={<BusinessSettingsPage />} />
      <Route path="business/locations" element={<BusinessLocationsPage />} />
      <Route path="business/dashboard" element={<DashboardPage />} />
      <Route path="business/deals" element={<AllDealsPage />} />
      <Route path="business/deals/:id/edit" element={<EditDealPage />} />
      <Route path="business/create-deal" element={<CreateDealPage />} />
      <Route path="business/create-slider-deal" element={<CreateSliderDealPage />} />
      <Route path="business/create-cash-to-discount-deal" element={<CreateCashToDiscountDealPage />} />
      <Route path="business/payouts" element={<PayoutsPage />} />
      <Route path="business/redemptions" element={<RedemptionsPage />} />
      <Route path="business/connect/refresh" element={<ConnectRefreshPage />} />
      <Route path="business/connect/demo-onboarding" element={<ConnectDemoOnboardingPage />} />
      <Route path="business/reviews" element={<BusinessReviewsPage />} />
      <Route path="business/team" element={<TeamPage />} />
      <Route path="business/join" element={<BusinessJoinPage />} />
      <Route path="business/subscription" element={<SubscriptionPage />} />
      <Route path="admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="admin/forgot-password" element={<AdminForgotPasswordPage />} />
      <Route path="admin/reset-password" element={<AdminResetPasswordPage />} />
      <Route path="admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="admin/mail" element={<AdminMailPage />} />
      <Route path="admin/waitlist" element={<AdminWaitlistPage />} />
      <Route path="admin/payouts" element={<AdminPayoutsPage />} />
      <Route path="admin/reviews" element={<AdminReviewsPage />} />
      <Route path="admin/jobs" element={<AdminJobsPage />} />
      <Route path="admin/waitlist-demo" element={<WaitlistDemoPage />} />
      <Route path="*" element={<NotFoundPage homePath="/business/dashboard" homeLabel="Go to the dashboard" />} />
    </Route>
  </Routes>
);
