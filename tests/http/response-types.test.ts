import { describe, expectTypeOf, it } from 'vitest';
import type { AccountResponse, BusinessAccountResponse, EmailPreferencesResponse, PublicBusinessResponse, UserAccountResponse } from '@marketplace/core/accounts/schemas/account.response';
import type { AdminBusinessResponse, PlatformFiguresResponse } from '@marketplace/core/admin/schemas/admin.response';
import type { ContactMessageResponse } from '@marketplace/core/contact/schemas/contact-message.response';
import type { DealResponse } from '@marketplace/core/deals/schemas/deal.response';
import type { BusinessStatsResponse, CodeCheckResponse, PurchaseResponse, UsesAllowanceResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import type { SubscriptionResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import type { WaitlistEntryResponse } from '@marketplace/core/waitlist/schemas/waitlist.response';
import { presentAccount, presentBusinessAccount, presentPublicBusiness, presentUser } from '@marketplace/http/presenters/account.presenter';
import { presentAdminBusiness, presentPlatformFigures } from '@marketplace/http/presenters/admin.presenter';
import { presentContactMessage, presentEmailPreferences } from '@marketplace/http/presenters/contact.presenter';
import { presentDeal } from '@marketplace/http/presenters/deal.presenter';
import { presentStats, presentSubscription, presentWaitlistEntry } from '@marketplace/http/presenters/misc.presenter';
import { presentCodeCheck, presentPurchase, presentUsesAllowance } from '@marketplace/http/presenters/purchase.presenter';

/**
 * The types the web apps read answers with (inferred from core's response schemas) are what the
 * presenters produce: checked by the compiler (`tsc -b` type-checks the tests), so a presenter
 * whose field changes type or disappears breaks the build. Extra fields are caught at run time
 * by response-schemas.test.ts, where the schemas are strict.
 */
describe('the presenters produce the response types', () => {
  it('accounts and businesses', () => {
    expectTypeOf(presentAccount).returns.toExtend<AccountResponse>();
    expectTypeOf(presentUser).returns.toExtend<UserAccountResponse>();
    expectTypeOf(presentBusinessAccount).returns.toExtend<BusinessAccountResponse>();
    expectTypeOf(presentPublicBusiness).returns.toExtend<PublicBusinessResponse>();
    expectTypeOf(presentEmailPreferences).returns.toExtend<EmailPreferencesResponse>();
    expectTypeOf(presentAdminBusiness).returns.toExtend<AdminBusinessResponse>();
    expectTypeOf(presentPlatformFigures).returns.toExtend<PlatformFiguresResponse>();
  });

  it('deals, purchases, subscriptions, contact and waitlist', () => {
    expectTypeOf(presentDeal).returns.toExtend<DealResponse>();
    expectTypeOf(presentPurchase).returns.toExtend<PurchaseResponse>();
    expectTypeOf(presentCodeCheck).returns.toExtend<CodeCheckResponse>();
    expectTypeOf(presentUsesAllowance).returns.toExtend<UsesAllowanceResponse>();
    expectTypeOf(presentStats).returns.toExtend<BusinessStatsResponse>();
    expectTypeOf(presentSubscription).returns.toExtend<SubscriptionResponse>();
    expectTypeOf(presentContactMessage).returns.toExtend<ContactMessageResponse>();
    expectTypeOf(presentWaitlistEntry).returns.toExtend<WaitlistEntryResponse>();
  });
});
