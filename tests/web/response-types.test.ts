// The web apps read every answer with core's response types (the ones the server's answers are
// tested against), and the component tests' mocks are held to them. Checked by the compiler:
// `tsc -b` type-checks this file, so an endpoint that drifts to a hand-written type breaks the build.
import { describe, expectTypeOf, it } from 'vitest';
import type { AccountResponse, BusinessAccountResponse, EmailPreferencesResponse, UserAccountResponse, VerifiedBusinessResponse } from '@marketplace/core/accounts/schemas/account.response';
import type { BusinessEmailPreferencesResponse, UnsubscribeLinkResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import type { AdminBusinessPageResponse, PlatformFiguresResponse, PublicFiguresResponse } from '@marketplace/core/admin/schemas/admin.response';
import type { ContactMessagePageResponse, ContactMessageResponse } from '@marketplace/core/contact/schemas/contact-message.response';
import type { CategoryListResponse, CreatedDealResponse, DealPageResponse, DealDetailResponse, OwnDealPageResponse, OwnDealResponse } from '@marketplace/core/deals/schemas/deal.response';
import type { PublicConfigResponse } from '@marketplace/core/deployment/schemas/deployment.response';
import type {
  BusinessStatsResponse,
  CodeCheckResponse,
  DemoPaymentConfirmationResponse,
  PaymentIntentResponse,
  PurchaseListResponse,
  PurchaseResponse,
  UsesAllowanceResponse,
} from '@marketplace/core/purchases/schemas/purchase.response';
import type { CreatedWithMessage, ErrorResponse, MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import type { CreatedSubscriptionResponse, SubscriptionConfirmationResponse, SubscriptionStateResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import type { WaitlistEntryListResponse, WaitlistSummaryResponse } from '@marketplace/core/waitlist/schemas/waitlist.response';
import type { ApiIssue } from '@marketplace/web-common/api/api-client';
import { getDeal } from '@marketplace/web-common/api/get-deal';
import type { useServerConfig } from '@marketplace/web-common/api/server-config';
import { demoLogIn } from '@marketplace/web-common/session/api/demo-login';
import { getCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { logIn } from '@marketplace/web-common/session/api/login';
import { logOut } from '@marketplace/web-common/session/api/logout';
import { register } from '@marketplace/web-common/session/api/register';
import type { useMyPurchases } from '../../apps/storefront/src/api/get-my-purchases.js';
import type { useUsesAllowance } from '../../apps/storefront/src/api/get-uses-allowance.js';
import { confirmDemoPayment } from '../../apps/storefront/src/features/checkout/api/confirm-demo-payment.js';
import { createPaymentIntent } from '../../apps/storefront/src/features/checkout/api/create-payment-intent.js';
import { createPurchase } from '../../apps/storefront/src/features/checkout/api/create-purchase.js';
import { sendContactMessage } from '../../apps/storefront/src/features/contact/api/send-contact-message.js';
import { getDeals } from '../../apps/storefront/src/features/deals/api/get-deals.js';
import type { usePlatformFigures } from '../../apps/storefront/src/features/platform-figures/api/get-platform-figures.js';
import type { useEmailPreferences } from '../../apps/storefront/src/features/profile/api/get-email-preferences.js';
import type { useRedeemPurchase } from '../../apps/storefront/src/features/profile/api/redeem-purchase.js';
import type { useUpdateEmailPreferences } from '../../apps/storefront/src/features/profile/api/update-email-preferences.js';
import type { useBusinessEmailPreferences } from '../../apps/business-portal/src/features/dashboard/api/get-business-email-preferences.js';
import type { useUpdateBusinessEmailPreferences } from '../../apps/business-portal/src/features/dashboard/api/update-business-email-preferences.js';
import type { useBusinessSettings } from '../../apps/business-portal/src/features/payouts/api/get-business-settings.js';
import type { useUpdateBusinessSettings } from '../../apps/business-portal/src/features/payouts/api/update-business-settings.js';
import type { usePayoutsOverview } from '../../apps/business-portal/src/features/payouts/api/get-payouts-overview.js';
import type { useStatement } from '../../apps/business-portal/src/features/payouts/api/get-statement.js';
import type { usePayoutBalances } from '../../apps/business-portal/src/features/admin/api/get-payout-balances.js';
import type { BusinessSettingsResponse } from '@marketplace/core/accounts/schemas/business-settings.schema';
import type { BusinessBalancesResponse, PayoutsOverviewResponse, StatementResponse } from '@marketplace/core/ledger/schemas/payouts.response';
import type { useUnsubscribeLink } from '../../apps/storefront/src/features/unsubscribe/api/get-unsubscribe-link.js';
import type { useUnsubscribe } from '../../apps/storefront/src/features/unsubscribe/api/unsubscribe.js';
import type { useUpdateProfile } from '../../apps/storefront/src/features/profile/api/update-profile.js';
import { joinWaitlist } from '../../apps/storefront/src/features/waitlist/api/join-waitlist.js';
import { getBusinessDeals } from '../../apps/business-portal/src/api/get-business-deals.js';
import { getBusinessStats } from '../../apps/business-portal/src/api/get-business-stats.js';
import { getCategories } from '../../apps/business-portal/src/api/get-categories.js';
import type { getSubscription } from '../../apps/business-portal/src/api/get-subscription.js';
import { adminLogIn } from '../../apps/business-portal/src/features/admin/api/admin-login.js';
import type { useChangeContactMessageStatus } from '../../apps/business-portal/src/features/admin/api/change-contact-message-status.js';
import { getAdminBusinesses } from '../../apps/business-portal/src/features/admin/api/get-admin-businesses.js';
import type { useAdminContactMessages } from '../../apps/business-portal/src/features/admin/api/get-contact-messages.js';
import { getPlatformStats } from '../../apps/business-portal/src/features/admin/api/get-platform-stats.js';
import { getSampleWaitlist } from '../../apps/business-portal/src/features/admin/api/get-sample-waitlist.js';
import type { getWaitlistPage } from '../../apps/business-portal/src/features/admin/api/get-waitlist.js';
import { getWaitlistSummary } from '../../apps/business-portal/src/features/admin/api/get-waitlist-summary.js';
import { verifyBusiness } from '../../apps/business-portal/src/features/admin/api/verify-business.js';
import { logInBusiness } from '../../apps/business-portal/src/features/business-auth/api/business-login.js';
import { registerBusiness } from '../../apps/business-portal/src/features/business-auth/api/business-register.js';
import { setDealActive } from '../../apps/business-portal/src/features/dashboard/api/set-deal-active.js';
import { createDeal } from '../../apps/business-portal/src/features/deal-forms/api/create-deal.js';
import { updateDeal } from '../../apps/business-portal/src/features/deal-forms/api/update-deal.js';
import { redeemCode } from '../../apps/business-portal/src/features/scan-codes/api/redeem-code.js';
import { validateCode } from '../../apps/business-portal/src/features/scan-codes/api/validate-code.js';
import { confirmDemoSubscription } from '../../apps/business-portal/src/features/subscription/api/confirm-demo-subscription.js';
import { createSubscription } from '../../apps/business-portal/src/features/subscription/api/create-subscription.js';
import type { ApiRoutes } from './api-mock.js';
import { aPurchase } from './mothers.js';

/** What a query or mutation hook holds once it has its answer. */
type DataOf<Hook extends (...args: never[]) => { data: unknown }> = NonNullable<ReturnType<Hook>['data']>;

describe('the web endpoints answer with core response types', () => {
  it('sessions and accounts', () => {
    expectTypeOf(getCurrentAccount).returns.resolves.toEqualTypeOf<AccountResponse | null>();
    expectTypeOf(logIn).returns.resolves.toEqualTypeOf<UserAccountResponse>();
    expectTypeOf(register).returns.resolves.toEqualTypeOf<UserAccountResponse>();
    expectTypeOf(adminLogIn).returns.resolves.toEqualTypeOf<UserAccountResponse>();
    expectTypeOf(demoLogIn).returns.resolves.toEqualTypeOf<AccountResponse>();
    expectTypeOf(logInBusiness).returns.resolves.toEqualTypeOf<BusinessAccountResponse>();
    expectTypeOf(registerBusiness).returns.resolves.toEqualTypeOf<BusinessAccountResponse>();
    expectTypeOf(logOut).returns.resolves.toEqualTypeOf<MessageResponse>();
    expectTypeOf<DataOf<typeof useUpdateProfile>>().toEqualTypeOf<AccountResponse>();
    expectTypeOf<DataOf<typeof useEmailPreferences>>().toEqualTypeOf<EmailPreferencesResponse>();
    expectTypeOf<DataOf<typeof useUpdateEmailPreferences>>().toEqualTypeOf<EmailPreferencesResponse>();
    expectTypeOf<DataOf<typeof useBusinessEmailPreferences>>().toEqualTypeOf<BusinessEmailPreferencesResponse>();
    expectTypeOf<DataOf<typeof useUpdateBusinessEmailPreferences>>().toEqualTypeOf<BusinessEmailPreferencesResponse>();
    expectTypeOf<DataOf<typeof useUnsubscribeLink>>().toEqualTypeOf<UnsubscribeLinkResponse>();
    expectTypeOf<DataOf<typeof useUnsubscribe>>().toEqualTypeOf<UnsubscribeLinkResponse>();
    expectTypeOf<DataOf<typeof useServerConfig>>().toEqualTypeOf<PublicConfigResponse>();
    expectTypeOf<ApiIssue>().toEqualTypeOf<NonNullable<ErrorResponse['issues']>[number]>();
  });

  it('payouts and business settings', () => {
    expectTypeOf<DataOf<typeof useBusinessSettings>>().toEqualTypeOf<BusinessSettingsResponse>();
    expectTypeOf<DataOf<typeof useUpdateBusinessSettings>>().toEqualTypeOf<BusinessSettingsResponse>();
    expectTypeOf<DataOf<typeof usePayoutsOverview>>().toEqualTypeOf<PayoutsOverviewResponse>();
    expectTypeOf<DataOf<typeof useStatement>>().toEqualTypeOf<StatementResponse>();
    expectTypeOf<DataOf<typeof usePayoutBalances>>().toEqualTypeOf<BusinessBalancesResponse>();
  });

  it('deals, purchases and checkout', () => {
    expectTypeOf(getDeal).returns.resolves.toEqualTypeOf<DealDetailResponse>();
    expectTypeOf(getDeals).returns.resolves.toEqualTypeOf<DealPageResponse>();
    expectTypeOf(getBusinessDeals).returns.resolves.toEqualTypeOf<OwnDealPageResponse>();
    expectTypeOf(createDeal).returns.resolves.toEqualTypeOf<CreatedDealResponse>();
    expectTypeOf(updateDeal).returns.resolves.toEqualTypeOf<OwnDealResponse>();
    expectTypeOf(setDealActive).returns.resolves.toEqualTypeOf<OwnDealResponse>();
    expectTypeOf(getCategories).returns.resolves.toEqualTypeOf<CategoryListResponse>();
    expectTypeOf(createPaymentIntent).returns.resolves.toEqualTypeOf<PaymentIntentResponse>();
    expectTypeOf(confirmDemoPayment).returns.resolves.toEqualTypeOf<DemoPaymentConfirmationResponse>();
    expectTypeOf(createPurchase).returns.resolves.toEqualTypeOf<PurchaseResponse>();
    expectTypeOf<DataOf<typeof useMyPurchases>>().toEqualTypeOf<PurchaseListResponse>();
    expectTypeOf<DataOf<typeof useRedeemPurchase>>().toEqualTypeOf<PurchaseResponse>();
    expectTypeOf<DataOf<typeof useUsesAllowance>>().toEqualTypeOf<UsesAllowanceResponse>();
    expectTypeOf(validateCode).returns.resolves.toEqualTypeOf<CodeCheckResponse>();
    expectTypeOf(redeemCode).returns.resolves.toEqualTypeOf<CodeCheckResponse>();
    expectTypeOf(getBusinessStats).returns.resolves.toEqualTypeOf<BusinessStatsResponse>();
  });

  it('subscriptions, admin, contact and waitlist', () => {
    // Core's union, read with both members optional: every answer the server sends fits.
    expectTypeOf<SubscriptionStateResponse>().toExtend<Awaited<ReturnType<typeof getSubscription>>>();
    expectTypeOf(createSubscription).returns.resolves.toEqualTypeOf<CreatedSubscriptionResponse>();
    expectTypeOf(confirmDemoSubscription).returns.resolves.toEqualTypeOf<SubscriptionConfirmationResponse>();
    expectTypeOf(getAdminBusinesses).returns.resolves.toEqualTypeOf<AdminBusinessPageResponse>();
    expectTypeOf(verifyBusiness).returns.resolves.toEqualTypeOf<VerifiedBusinessResponse>();
    expectTypeOf(getPlatformStats).returns.resolves.toEqualTypeOf<PlatformFiguresResponse>();
    expectTypeOf<DataOf<typeof usePlatformFigures>>().toEqualTypeOf<PublicFiguresResponse>();
    expectTypeOf<DataOf<typeof useAdminContactMessages>>().toEqualTypeOf<ContactMessagePageResponse>();
    expectTypeOf<DataOf<typeof useChangeContactMessageStatus>>().toEqualTypeOf<ContactMessageResponse>();
    expectTypeOf(sendContactMessage).returns.resolves.toEqualTypeOf<CreatedWithMessage>();
    expectTypeOf(joinWaitlist).returns.resolves.toEqualTypeOf<CreatedWithMessage>();
    expectTypeOf(getSampleWaitlist).returns.resolves.toEqualTypeOf<WaitlistEntryListResponse>();
    expectTypeOf<Awaited<ReturnType<typeof getWaitlistPage>>['entries']>().toEqualTypeOf<WaitlistEntryListResponse>();
    expectTypeOf(getWaitlistSummary).returns.resolves.toEqualTypeOf<WaitlistSummaryResponse>();
  });
});

describe('the component tests’ mocks', () => {
  it('refuse an answer the server would not send', () => {
    const { business: _business, ...withoutBusiness } = aPurchase();
    const drifted: ApiRoutes = {
      // @ts-expect-error a purchase always carries its business (null when it is gone)
      'POST /api/purchases': { status: 201, body: withoutBusiness },
      // @ts-expect-error the config's payment mode is one of three words, not any string
      'GET /api/config': { body: { demoMode: true, paymentMode: 'paypal', stripePublishableKey: null, demoAdmin: false } },
      // @ts-expect-error a failure's body is the server's error shape
      'GET /api/user': { status: 401, body: { error: 'Not signed in' } },
    };
    // @ts-expect-error a route the API does not have
    const unknownRoute: ApiRoutes = { 'GET /api/nothing-here': { body: {} } };
    expectTypeOf(drifted).toEqualTypeOf<ApiRoutes>();
    expectTypeOf(unknownRoute).toEqualTypeOf<ApiRoutes>();
  });
});
