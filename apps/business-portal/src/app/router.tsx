import { Navigate, createBrowserRouter } from 'react-router';
import { RootLayout } from '@marketplace/web-common/components/app-shell/root-layout';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';

/**
 * The business portal (/business/*) and the admin area (/admin/*); every page is its own chunk.
 * Guards live in the pages (guards.tsx) so a page's chunk loads while the session is checked.
 */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout app="portal" links={SITE_LINKS} />,
      HydrateFallback: () => null,
      children: [
        { path: 'business', element: <Navigate to="/business/dashboard" replace /> },
        { path: 'business/auth', lazy: () => import('./routes/business-auth.js').then((m) => ({ Component: m.BusinessAuthPage })) },
        { path: 'business/forgot-password', lazy: () => import('./routes/business-forgot-password.js').then((m) => ({ Component: m.BusinessForgotPasswordPage })) },
        { path: 'business/reset-password', lazy: () => import('./routes/portal-reset-password.js').then((m) => ({ Component: m.BusinessResetPasswordPage })) },
        { path: 'business/confirm-email', lazy: () => import('./routes/business-confirm-email.js').then((m) => ({ Component: m.BusinessConfirmEmailPage })) },
        { path: 'business/settings', lazy: () => import('./routes/business-settings.js').then((m) => ({ Component: m.BusinessSettingsPage })) },
        { path: 'business/locations', lazy: () => import('./routes/business-locations.js').then((m) => ({ Component: m.BusinessLocationsPage })) },
        { path: 'business/dashboard', lazy: () => import('./routes/dashboard.js').then((m) => ({ Component: m.DashboardPage })) },
        { path: 'business/deals', lazy: () => import('./routes/all-deals.js').then((m) => ({ Component: m.AllDealsPage })) },
        { path: 'business/deals/:id/edit', lazy: () => import('./routes/edit-deal.js').then((m) => ({ Component: m.EditDealPage })) },
        { path: 'business/create-deal', lazy: () => import('./routes/create-deal.js').then((m) => ({ Component: m.CreateDealPage })) },
        { path: 'business/create-slider-deal', lazy: () => import('./routes/create-slider-deal.js').then((m) => ({ Component: m.CreateSliderDealPage })) },
        {
          path: 'business/create-cash-to-discount-deal',
          lazy: () => import('./routes/create-cash-to-discount-deal.js').then((m) => ({ Component: m.CreateCashToDiscountDealPage })),
        },
        { path: 'business/payouts', lazy: () => import('./routes/payouts.js').then((m) => ({ Component: m.PayoutsPage })) },
        { path: 'business/redemptions', lazy: () => import('./routes/redemptions.js').then((m) => ({ Component: m.RedemptionsPage })) },
        { path: 'business/connect/refresh', lazy: () => import('./routes/connect-refresh.js').then((m) => ({ Component: m.ConnectRefreshPage })) },
        {
          path: 'business/connect/demo-onboarding',
          lazy: () => import('./routes/connect-demo-onboarding.js').then((m) => ({ Component: m.ConnectDemoOnboardingPage })),
        },
        { path: 'business/reviews', lazy: () => import('./routes/business-reviews.js').then((m) => ({ Component: m.BusinessReviewsPage })) },
        { path: 'business/team', lazy: () => import('./routes/team.js').then((m) => ({ Component: m.TeamPage })) },
        { path: 'business/join', lazy: () => import('./routes/business-join.js').then((m) => ({ Component: m.BusinessJoinPage })) },
        { path: 'business/subscription', lazy: () => import('./routes/subscription.js').then((m) => ({ Component: m.SubscriptionPage })) },
        { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
        { path: 'admin/login', lazy: () => import('./routes/admin-login.js').then((m) => ({ Component: m.AdminLoginPage })) },
        { path: 'admin/forgot-password', lazy: () => import('./routes/admin-forgot-password.js').then((m) => ({ Component: m.AdminForgotPasswordPage })) },
        { path: 'admin/reset-password', lazy: () => import('./routes/portal-reset-password.js').then((m) => ({ Component: m.AdminResetPasswordPage })) },
        { path: 'admin/dashboard', lazy: () => import('./routes/admin-dashboard.js').then((m) => ({ Component: m.AdminDashboardPage })) },
        { path: 'admin/mail', lazy: () => import('./routes/admin-mail.js').then((m) => ({ Component: m.AdminMailPage })) },
        { path: 'admin/waitlist', lazy: () => import('./routes/admin-waitlist.js').then((m) => ({ Component: m.AdminWaitlistPage })) },
        { path: 'admin/payouts', lazy: () => import('./routes/admin-payouts.js').then((m) => ({ Component: m.AdminPayoutsPage })) },
        { path: 'admin/reviews', lazy: () => import('./routes/admin-reviews.js').then((m) => ({ Component: m.AdminReviewsPage })) },
        { path: 'admin/jobs', lazy: () => import('./routes/admin-jobs.js').then((m) => ({ Component: m.AdminJobsPage })) },
        { path: 'admin/waitlist-demo', lazy: () => import('./routes/waitlist-demo.js').then((m) => ({ Component: m.WaitlistDemoPage })) },
        { path: '*', lazy: () => import('@marketplace/web-common/components/app-shell/not-found-page').then((m) => ({ element: <m.NotFoundPage homePath="/business/dashboard" homeLabel="Go to the dashboard" /> })) },
      ],
    },
  ]);
}
