import { ADMIN_ACCOUNT_ID } from '../../accounts/domain/actor.js';
import { Business } from '../../accounts/domain/business.js';
import { BusinessLocation } from '../../locations/domain/business-location.js';
import { normaliseEmail, User } from '../../accounts/domain/user.js';
import type { PasswordHasher } from '../../accounts/ports/password-hasher.port.js';
import { Deal, type DealOwner, type DealTerms, type NewDeal } from '../../deals/domain/deal.js';
import { ALL_DEAL_CATEGORIES } from '../../deals/schemas/deal-categories.js';
import { ConflictError } from '../../shared/domain/domain-error.js';
import { dollarsToCents } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { StaffMember } from '../../team/domain/staff-member.js';
import { DEMO_BUSINESS, DEMO_CUSTOMER, DEMO_STAFF } from '../domain/demo-accounts.js';
import { DEMO_BUSINESSES, DEMO_DEALS, type DemoDeal } from '../domain/demo-catalogue.js';
import { DEMO_REVIEWERS, DEMO_REVIEWS } from '../domain/demo-reviews.js';
import type { CodeGenerator } from '../../purchases/ports/code-generator.port.js';
import { Purchase } from '../../purchases/domain/purchase.js';
import { REDEEM_LINE } from '../../purchases/domain/redemption.js';
import { saleEntries } from '../../ledger/domain/purchase-bookings.js';
import { Review } from '../../reviews/domain/review.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedReport {
  adminCreated: boolean;
  adminUpdated: boolean;
  /** The admin's sessions ended because its password changed (a leaked cookie dies with the old password). */
  adminSessionsClosed: number;
  categoriesCreated: number;
  customersCreated: number;
  businessesCreated: number;
  dealsCreated: number;
  /** Demo accounts (customer and businesses) turned off because demo mode is off. */
  demoAccountsDisabled: number;
  /** Demo accounts turned back on because demo mode is on again. */
  demoAccountsEnabled: number;
  /** The demo business's cashier and manager, created in demo mode. */
  staffCreated: number;
  /** Demo reviews written (each with its reviewer's paid and used purchase), created once. */
  reviewsCreated: number;
}

/**
 * Seeds never overlap: instances starting together on one database seed one after the other
 * (without it they would race on every unique key the seed touches and rely on the first insert
 * to conflict).
 */
export const SEED_LOCK = 'seed-demo-data';

/**
 * Adds the missing categories, creates or updates the admin (id 999) from configuration (a new
 * password ends the admin's sessions), and in demo mode adds the demo customer, the demo
 * businesses and their deals. Idempotent: what exists is left as it is.
 *
 * Run at every start, it also makes demo mode hold for data an earlier run left: with demo mode
 * off, every demo account is disabled (no sign-in, sessions ended, its deals out of the
 * catalogue); with demo mode on, they are enabled again, and the verified demo businesses' free 30
 * days of listing restart from now (DESIGN.md 10.5: the demo follows the listing rules, and its
 * catalogue stays listed however long a demo instance runs). Demo businesses have role `business`,
 * whatever an older seed gave them.
 */
export class SeedDemoData {
  constructor(private readonly deps: { transactions: TransactionRunner; hasher: PasswordHasher; clock: Clock; codes: CodeGenerator }) {}

  async execute(options: { admin: { email: string; password: string }; demo: boolean }): Promise<SeedReport> {
    const { hasher, clock } = this.deps;
    const now = clock.now();
    const report: SeedReport = {
      adminCreated: false,
      adminUpdated: false,
      adminSessionsClosed: 0,
      categoriesCreated: 0,
      customersCreated: 0,
      businessesCreated: 0,
      dealsCreated: 0,
      demoAccountsDisabled: 0,
      demoAccountsEnabled: 0,
      staffCreated: 0,
      reviewsCreated: 0,
    };

    await this.deps.transactions.run(async (repositories) => {
      const { users, businesses, deals, categories, sessions, locations, staff } = repositories;
      report.categoriesCreated = await categories.ensure(ALL_DEAL_CATEGORIES);
      const adminEmail = normaliseEmail(options.admin.email);
      const admin = await users.findById(ADMIN_ACCOUNT_ID);
      const holder = await users.findByEmail(adminEmail);
      if (holder && holder.id !== ADMIN_ACCOUNT_ID) {
        throw new ConflictError('admin.email_taken', `The admin email ${adminEmail} belongs to another account`);
      }
      if (!admin) {
        await users.add(
          { username: 'admin', email: adminEmail, passwordHash: await hasher.hash(options.admin.password), role: 'admin', createdAt: now, disabledAt: null },
          { id: ADMIN_ACCOUNT_ID },
        );
        report.adminCreated = true;
      } else {
        const emailChanged = admin.email !== adminEmail;
        const passwordChanged = !(await hasher.verify(admin.passwordHash, options.admin.password));
        if (emailChanged || passwordChanged) {
          admin.updateProfile({ email: adminEmail });
          if (passwordChanged) admin.changePasswordHash(await hasher.hash(options.admin.password));
          await users.save(admin);
          report.adminUpdated = true;
          // Another instance, or a browser with the old password, must not stay signed in.
          if (passwordChanged) report.adminSessionsClosed = await sessions.deleteAllFor({ type: 'user', id: ADMIN_ACCOUNT_ID });
        }
      }

      if (!options.demo) {
        // Demo off means demo gone: accounts an earlier demo run created cannot be used.
        const customer = await users.findByEmail(DEMO_CUSTOMER.email);
        if (customer && !customer.isAdmin && customer.disable(now)) {
          await users.save(customer);
          await sessions.deleteAllFor({ type: 'user', id: customer.id });
          report.demoAccountsDisabled += 1;
        }
        for (const demo of DEMO_BUSINESSES) {
          const business = await businesses.findByEmail(demo.email);
          if (business?.disable(now)) {
            await businesses.save(business);
            await sessions.deleteAllFor({ type: 'business', id: business.id });
            report.demoAccountsDisabled += 1;
          }
        }
        // The demo staff cannot sign in while their business is disabled; their sessions end now.
        for (const demo of DEMO_STAFF) {
          const member = await staff.findByEmail(demo.email);
          if (member) await sessions.deleteAllFor({ type: 'staff', id: member.id });
        }
        return;
      }

      const customer = await users.findByEmail(DEMO_CUSTOMER.email);
      if (!customer) {
        const passwordHash = await hasher.hash(DEMO_CUSTOMER.password);
        await users.add(User.register({ ...DEMO_CUSTOMER, passwordHash, now }));
        report.customersCreated += 1;
      } else if (customer.enable()) {
        await users.save(customer);
        report.demoAccountsEnabled += 1;
      }

      const businessIds = new Map<string, { id: number; verified: boolean }>();
      for (const demo of DEMO_BUSINESSES) {
        let business = await businesses.findByEmail(demo.email);
        if (!business) {
          const { key: _key, password, verified, ...registration } = demo;
          const draft = Business.register({ ...registration, passwordHash: await hasher.hash(password), now });
          business = await businesses.add(draft);
          // Its first location, as registration adds it; FillLocationCoordinates places it at start.
          await locations.add(BusinessLocation.fromRegistration({ ...business.registeredAddress, id: business.id, name: business.name, coordinates: null, now }));
          // Verified now: its free 30 days of listing start with the demo.
          if (verified && business.verify(now, null)) await businesses.save(business);
          report.businessesCreated += 1;
        } else {
          const enabled = business.enable();
          // Older seeds made the demo business an owner, which reads every waitlist entry.
          const demoted = business.changeRole('business');
          // Each start of a demo instance restarts its free 30 days, so the demo catalogue stays listed.
          const relisted = business.restartDemoTrial(now);
          if (enabled || demoted || relisted) await businesses.save(business);
          if (enabled) report.demoAccountsEnabled += 1;
        }
        businessIds.set(demo.key, { id: business.id, verified: business.verified });
      }

      const demoBusiness = await businesses.findByEmail(DEMO_BUSINESS.email);
      for (const demo of DEMO_STAFF) {
        if (!demoBusiness || (await staff.findByEmail(demo.email))) continue;
        const member = await staff.add(StaffMember.invite({ businessId: demoBusiness.id, email: demo.email, name: demo.name, role: demo.role, now }));
        member.accept({ name: demo.name, passwordHash: await hasher.hash(demo.password), now });
        await staff.save(member);
        report.staffCreated += 1;
      }

      for (const demo of DEMO_DEALS) {
        if (await deals.findById(demo.id)) continue;
        const business = businessIds.get(demo.business);
        if (!business) throw new Error(`Demo deal ${demo.id} names an unknown business ${demo.business}`);
        await deals.add(demoDeal(demo, business, now), { id: demo.id });
        report.dealsCreated += 1;
      }
      report.reviewsCreated = await this.seedReviews(repositories, now);
    }, { exclusiveKey: SEED_LOCK });
    return report;
  }

  /**
   * Each demo reviewer, once: a disabled account (it never signs in), then per review a paid
   * purchase of the deal (booked in the ledger), its use redeemed the day before, the review and
   * the business's reply. Written through the repositories, so the rating counters match the rows.
   */
  private async seedReviews(repositories: Repositories, now: Date): Promise<number> {
    const { users, deals, purchases, redemptions, reviews, ledger } = repositories;
    const { hasher, codes } = this.deps;
    let created = 0;
    for (const reviewer of DEMO_REVIEWERS) {
      if (await users.findByEmail(reviewer.email)) continue;
      const registered = User.register({ ...reviewer, passwordHash: await hasher.hash(codes.opaqueId()), now });
      const user = await users.add({ ...registered, disabledAt: new Date(now) });
      for (const demo of DEMO_REVIEWS.filter((review) => review.reviewer === reviewer.key)) {
        const deal = await deals.findById(demo.dealId);
        if (!deal) continue;
        const writtenAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
        const usedAt = new Date(writtenAt.getTime() - DAY_MS);
        const quote = deal.quote({});
        const purchase = await purchases.add(
          Purchase.issue({
            userId: user.id,
            deal: { id: deal.id, businessId: deal.businessId, endDate: deal.endDate },
            quote,
            payment: { intentId: `pi_demo_review_${codes.opaqueId()}`, chargeId: null, amountCents: quote.amountCents, applicationFeeCents: null },
            codes: { textCode: codes.textCode(), qrCode: codes.qrToken(), passSecret: codes.passSecret() },
            voided: false,
            now: new Date(usedAt.getTime() - DAY_MS),
          }),
        );
        await ledger.append(saleEntries(purchase.toProps(), { destinationCharge: false, occurredAt: purchase.toProps().createdAt }), now);
        purchase.redeem(usedAt);
        await purchases.save(purchase);
        const owner = { purchaseId: purchase.id, dealId: deal.id, businessId: deal.businessId, userId: user.id };
        await redemptions.add({ ...REDEEM_LINE, ...owner, channel: 'self', redeemedBy: { type: 'user', id: user.id }, redeemedAt: usedAt });
        const review = await reviews.add(Review.write({ userId: user.id, purchase, rating: demo.rating, text: demo.text, now: writtenAt }));
        if (demo.reply) {
          review.replyAs(deal.businessId, demo.reply, new Date(writtenAt.getTime() + DAY_MS / 2));
          await reviews.save(review);
        }
        created += 1;
      }
    }
    return created;
  }
}

function demoDeal(demo: DemoDeal, business: DealOwner, now: Date): NewDeal {
  const terms: DealTerms = {
    title: demo.title,
    description: demo.description,
    category: demo.category,
    priceCents: dollarsToCents(demo.price),
    basePriceCents: dollarsToCents(demo.price),
    discountPercent: demo.discountPercent,
    isSliderDeal: demo.slider !== undefined,
    minPriceCents: demo.slider ? dollarsToCents(demo.slider.minPrice) : null,
    maxPriceCents: demo.slider ? dollarsToCents(demo.slider.maxPrice) : null,
    minDiscountPercent: demo.slider ? Math.min(...demo.slider.steps) : null,
    maxDiscountPercent: demo.slider ? Math.max(...demo.slider.steps) : null,
    discountSteps: demo.slider ? [...demo.slider.steps] : null,
    freeItem: demo.freeItem ?? null,
    startDate: new Date(now.getTime() + demo.startsInDays * DAY_MS),
    endDate: new Date(now.getTime() + demo.endsInDays * DAY_MS),
    maxRedemptionsPerUser: demo.maxRedemptionsPerUser,
    imageUrl: demo.imageUrl,
    active: demo.active,
    featured: demo.featured,
  };
  return Deal.draft(terms, business, now);
}
