// What each API route the component tests mock answers with: core's response schemas, keyed by
// the API description's "METHOD /path/{param}". tests/http/web-mock-routes.test.ts checks every
// entry against the description the server is tested with, so the mocks' types follow the server.
import type { z } from 'zod';
import { accountSchema, businessAccountSchema, emailPreferencesSchema, userAccountSchema, verifiedBusinessSchema } from '@marketplace/core/accounts/schemas/account.response';
import { businessEmailPreferencesSchema, unsubscribeLinkSchema } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { businessSettingsSchema } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { locationListSchema, locationSchema } from '@marketplace/core/locations/schemas/location.response';
import { favoriteIdsSchema, favoriteListSchema, favoriteStateSchema } from '@marketplace/core/favorites/schemas/favorite.response';
import { jobOverviewSchema, jobRetrySchema } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { businessBalancesSchema, payoutsOverviewSchema, statementSchema } from '@marketplace/core/ledger/schemas/payouts.response';
import { adminBusinessPageSchema, platformFiguresSchema, publicFiguresSchema } from '@marketplace/core/admin/schemas/admin.response';
import { sentMailListSchema, sentMailSchema } from '@marketplace/core/mail/schemas/sent-mail.response';
import { contactMessagePageSchema, contactMessageSchema } from '@marketplace/core/contact/schemas/contact-message.response';
import { categoryListSchema, createdDealSchema, dealPageSchema, dealDetailSchema, ownDealPageSchema, ownDealSchema } from '@marketplace/core/deals/schemas/deal.response';
import { publicConfigSchema } from '@marketplace/core/deployment/schemas/deployment.response';
import { redemptionsPageSchema, undoneRedemptionSchema } from '@marketplace/core/purchases/schemas/till.response';
import {
  businessStatsSchema,
  codeCheckSchema,
  demoPaymentConfirmationSchema,
  paymentIntentSchema,
  purchaseListSchema,
  purchaseSchema,
  usesAllowanceSchema,
} from '@marketplace/core/purchases/schemas/purchase.response';
import { giftClaimViewSchema, sentGiftListSchema, sentGiftSchema } from '@marketplace/core/gifts/schemas/gift.response';
import { createdWithMessageSchema, messageResponseSchema } from '@marketplace/core/shared/schemas/common.response';
import { connectOnboardingSchema, connectStateSchema } from '@marketplace/core/connect/schemas/connect.response';
import { createdSubscriptionSchema, subscriptionChangeSchema, subscriptionConfirmationSchema, subscriptionStateSchema } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { waitlistEntryListSchema, waitlistSummarySchema } from '@marketplace/core/waitlist/schemas/waitlist.response';
import { invitationSchema, sentInvitationSchema, teamMemberChangeSchema, teamSchema } from '@marketplace/core/team/schemas/team.response';
import { adminReviewPageSchema, adminReviewSchema, myReviewListSchema, myReviewSchema, reviewPageSchema, reviewSchema } from '@marketplace/core/reviews/schemas/review.response';

/** The successful answer's schema of every route the web apps call. */
export const WEB_API_ANSWERS = {
  'GET /api/user': accountSchema,
  'PATCH /api/user': accountSchema,
  'POST /api/register': userAccountSchema,
  'POST /api/login': userAccountSchema,
  'POST /api/admin/login': userAccountSchema,
  'POST /api/business/register': businessAccountSchema,
  'POST /api/business/login': businessAccountSchema,
  'POST /api/demo-login/{kind}': accountSchema,
  'POST /api/logout': messageResponseSchema,
  'POST /api/password-reset': messageResponseSchema,
  'POST /api/business/password-reset': messageResponseSchema,
  'POST /api/admin/password-reset': messageResponseSchema,
  'POST /api/password-reset/complete': accountSchema,
  'POST /api/user/password': messageResponseSchema,
  'POST /api/user/email-change': messageResponseSchema,
  'POST /api/email-change/confirm': messageResponseSchema,
  'GET /api/config': publicConfigSchema,
  'GET /api/platform-figures': publicFiguresSchema,
  'GET /api/categories': categoryListSchema,
  'GET /api/deals': dealPageSchema,
  'POST /api/deals': createdDealSchema,
  'GET /api/deals/{id}': dealDetailSchema,
  'PATCH /api/deals/{id}': ownDealSchema,
  'GET /api/business/deals': ownDealPageSchema,
  'GET /api/business/stats': businessStatsSchema,
  'GET /api/business/subscription': subscriptionStateSchema,
  'POST /api/business/create-subscription': createdSubscriptionSchema,
  'POST /api/business/subscription/cancel': subscriptionChangeSchema,
  'POST /api/business/subscription/resume': subscriptionChangeSchema,
  'GET /api/business/connect': connectStateSchema,
  'POST /api/business/connect/onboarding': connectOnboardingSchema,
  'POST /api/business/connect/check': connectStateSchema,
  'POST /api/business/validate-code': codeCheckSchema,
  'POST /api/business/redeem': codeCheckSchema,
  'GET /api/business/redemptions': redemptionsPageSchema,
  'POST /api/business/redemptions/{id}/undo': undoneRedemptionSchema,
  'POST /api/create-payment-intent': paymentIntentSchema,
  'POST /api/demo-payments/confirm': demoPaymentConfirmationSchema,
  'POST /api/demo-payments/confirm-subscription': subscriptionConfirmationSchema,
  'POST /api/demo-payments/connect/complete': connectStateSchema,
  'POST /api/purchases': purchaseSchema,
  'GET /api/user/purchases': purchaseListSchema,
  'POST /api/purchases/{id}/redeem': purchaseSchema,
  'POST /api/gifts': sentGiftSchema,
  'GET /api/gifts': sentGiftListSchema,
  'POST /api/gifts/{id}/resend': sentGiftSchema,
  'POST /api/gifts/{id}/reassign': sentGiftSchema,
  'POST /api/gifts/claim/view': giftClaimViewSchema,
  'POST /api/gifts/claim': purchaseSchema,
  'GET /api/user/deals/{id}/allowance': usesAllowanceSchema,
  'GET /api/user/email-preferences': emailPreferencesSchema,
  'PATCH /api/user/email-preferences': emailPreferencesSchema,
  'GET /api/favorites': favoriteListSchema,
  'GET /api/favorites/ids': favoriteIdsSchema,
  'PUT /api/favorites/{businessId}': favoriteStateSchema,
  'DELETE /api/favorites/{businessId}': favoriteStateSchema,
  'GET /api/unsubscribe': unsubscribeLinkSchema,
  'GET /api/business/email-preferences': businessEmailPreferencesSchema,
  'PATCH /api/business/email-preferences': businessEmailPreferencesSchema,
  'GET /api/business/settings': businessSettingsSchema,
  'PATCH /api/business/settings': businessSettingsSchema,
  'GET /api/business/locations': locationListSchema,
  'GET /api/deals/{id}/reviews': reviewPageSchema,
  'GET /api/user/reviews': myReviewListSchema,
  'POST /api/purchases/{id}/review': myReviewSchema,
  'PATCH /api/user/reviews/{id}': myReviewSchema,
  'GET /api/business/reviews': reviewPageSchema,
  'POST /api/business/reviews/{id}/reply': reviewSchema,
  'GET /api/admin/reviews': adminReviewPageSchema,
  'POST /api/admin/reviews/{id}/hide': adminReviewSchema,
  'POST /api/admin/reviews/{id}/unhide': adminReviewSchema,
  'POST /api/business/locations': locationSchema,
  'PATCH /api/business/locations/{id}': locationSchema,
  'DELETE /api/business/locations/{id}': locationListSchema,
  'GET /api/business/payouts': payoutsOverviewSchema,
  'GET /api/business/payouts/statements/{week}': statementSchema,
  'GET /api/admin/payouts': businessBalancesSchema,
  'POST /api/unsubscribe': unsubscribeLinkSchema,
  'POST /api/contact': createdWithMessageSchema,
  'POST /api/waitlist': createdWithMessageSchema,
  'GET /api/waitlist': waitlistEntryListSchema,
  'GET /api/waitlist/summary': waitlistSummarySchema,
  'GET /api/admin/sample-waitlist': waitlistEntryListSchema,
  'GET /api/admin/businesses': adminBusinessPageSchema,
  'POST /api/admin/businesses/{id}/verify': verifiedBusinessSchema,
  'GET /api/admin/stats': platformFiguresSchema,
  'GET /api/admin/contact-messages': contactMessagePageSchema,
  'PATCH /api/admin/contact-messages/{id}': contactMessageSchema,
  'GET /api/admin/mail': sentMailListSchema,
  'GET /api/admin/mail/{id}': sentMailSchema,
  'GET /api/admin/jobs': jobOverviewSchema,
  'POST /api/admin/jobs/{jobId}/retry': jobRetrySchema,
  'GET /api/business/team': teamSchema,
  'POST /api/business/team/invitations': sentInvitationSchema,
  'POST /api/business/team/{id}/resend': sentInvitationSchema,
  'PATCH /api/business/team/{id}': teamMemberChangeSchema,
  'DELETE /api/business/team/{id}': teamMemberChangeSchema,
  'GET /api/team/invitations/{token}': invitationSchema,
  'POST /api/team/invitations/accept': businessAccountSchema,
} as const;

type Template = keyof typeof WEB_API_ANSWERS;

/** "GET /api/deals/{id}" as the requests' paths are: "GET /api/deals/12" (an id is a number). */
type Filled<Path extends string> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Name extends 'id' ? number : string}${Filled<Tail>}`
  : Path;

/** The route keys `mockApi` takes, each with the type its successful answer has. */
export type WebApiAnswers = { [T in Template as Filled<T>]: z.infer<(typeof WEB_API_ANSWERS)[T]> };

export type WebApiRoute = keyof WebApiAnswers;
