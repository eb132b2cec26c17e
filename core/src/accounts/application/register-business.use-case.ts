import { dispatchWritten, type EmailWriting } from '../../mail/application/outbox-emails.js';
import { renderBusinessRegistered } from '../../mail/domain/business-registered.email.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { renderBusinessWelcome } from '../../mail/domain/welcome.email.js';
import { BusinessLocation } from '../../locations/domain/business-location.js';
import type { ZipGeocoder } from '../../locations/ports/zip-geocoder.port.js';
import { ConflictError } from '../../shared/domain/domain-error.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { ADMIN_ACCOUNT_ID } from '../domain/actor.js';
import { Business, type BusinessRegistration } from '../domain/business.js';
import { normaliseEmail } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';

export type RegisterBusinessInput = Omit<BusinessRegistration, 'passwordHash'> & { password: string };

/**
 * Creates an unverified business (role business) and returns it; registration signs it in. In the
 * same transaction it adds its first location (the registration's address) and writes the business's welcome (what happens next) and the operator's notice
 * that a business waits for verification.
 */
export class RegisterBusiness {
  constructor(private readonly deps: Pick<AccountDeps, 'businesses' | 'staff' | 'hasher' | 'clock'> & EmailWriting & { transactions: TransactionRunner; geocoder: ZipGeocoder }) {}

  async execute(input: RegisterBusinessInput): Promise<Business> {
    const { businesses, hasher, clock } = this.deps;
    if (await businesses.findByEmail(normaliseEmail(input.email))) {
      throw new ConflictError('business.email_taken', 'A business with this email already exists');
    }
    // The portal's sign-in finds businesses first: a team member's email would stop signing them in.
    if (await this.deps.staff.findByEmail(normaliseEmail(input.email))) {
      throw new ConflictError('business.email_taken', "This email signs in a member of a business's team. Use another address.");
    }
    const { password, ...registration } = input;
    const passwordHash = await hasher.hash(password);
    const now = clock.now();
    // Looked up before the transaction: the dataset's first read takes a moment.
    const place = registration.zip?.trim() ? this.deps.geocoder.locate(registration.zip) : null;
    const coordinates = place ? { latitude: place.latitude, longitude: place.longitude } : null;
    const { business, emailIds } = await this.deps.transactions.run(async (tx) => {
      const added = await tx.businesses.add(Business.register({ ...registration, passwordHash, now }));
      await tx.locations.add(BusinessLocation.fromRegistration({ ...added.registeredAddress, id: added.id, name: added.name, coordinates, now }));
      return { business: added, emailIds: await this.writeEmails(tx, added, now) };
    });
    await dispatchWritten(this.deps.emailDispatch, emailIds);
    return business;
  }

  private async writeEmails(tx: Repositories, business: Business, now: Date): Promise<(number | null)[]> {
    const { mailSettings } = this.deps;
    const welcome = renderBusinessWelcome({ businessName: business.name }, mailSettings);
    const ids = [
      await tx.outbox.add(outboxDraft(welcome, { kind: 'welcome', dedupeKey: `welcome:business:${business.id}`, to: business.email }), now),
    ];
    const admin = await tx.users.findById(ADMIN_ACCOUNT_ID);
    if (admin && !admin.disabled) {
      const notice = renderBusinessRegistered(
        {
          businessId: business.id,
          businessName: business.name,
          email: business.email,
          phoneNumber: business.phoneNumber,
          address: business.postalAddress || 'not given',
          category: business.category,
        },
        mailSettings,
      );
      ids.push(await tx.outbox.add(outboxDraft(notice, { kind: 'business-registered', dedupeKey: `business-registered:${business.id}`, to: admin.email }), now));
    }
    return ids;
  }
}
