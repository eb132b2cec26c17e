import { ListBusinesses, ListBusinessesPage, VerifyBusiness } from '@marketplace/core/accounts/application/business-directory.use-case';
import { ListBusinessesForAdmin } from '@marketplace/core/admin/application/list-businesses-for-admin.use-case';
import { GetPlatformFigures } from '@marketplace/core/admin/application/platform-figures.use-case';
import { GetPublicFigures } from '@marketplace/core/admin/application/public-figures.use-case';
import { ChangeContactMessageStatus, ListContactMessages, SendContactMessage } from '@marketplace/core/contact/application/contact-messages.use-case';
import { ListLocations } from '@marketplace/core/locations/application/list-locations.use-case';
import { AddLocation, FillLocationCoordinates, RemoveLocation, UpdateLocation } from '@marketplace/core/locations/application/manage-locations.use-case';
import { CreateDeal } from '@marketplace/core/deals/application/create-deal.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { ListCategories } from '@marketplace/core/deals/application/list-categories.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { UpdateDeal } from '@marketplace/core/deals/application/update-deal.use-case';
import { ExportWaitlist, JoinWaitlist, ListWaitlist, ListWaitlistPage, SummarizeWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, catalogue, dealWriting, emailWriting, waitlist, locationPorts } from './ports.js';

/** The catalogue: businesses, deals, locations, the figures, the waitlist and contact messages. */
export const CATALOGUE_USE_CASES = {
  listBusinesses: (get: Get) => new ListBusinesses({ businesses: get(TOKENS.businesses) }),
  listBusinessesPage: (get: Get) => new ListBusinessesPage({ businesses: get(TOKENS.businesses) }),
  verifyBusiness: (get: Get) =>
    new VerifyBusiness({ transactions: get(TOKENS.transactions), clock: get(TOKENS.clock), ...emailWriting(get), favoriteDealNotices: get(TOKENS.favoriteDealNotices) }),
  listBusinessesForAdmin: (get: Get) => new ListBusinessesForAdmin(catalogue(get)),
  platformFigures: (get: Get) =>
    new GetPlatformFigures({ ...catalogue(get), users: get(TOKENS.users), purchases: get(TOKENS.purchases), ledger: get(TOKENS.ledger), waitlist: get(TOKENS.waitlist) }),
  publicFigures: (get: Get) => new GetPublicFigures({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), waitlist: get(TOKENS.waitlist) }),
  listCategories: (get: Get) => new ListCategories({ categories: get(TOKENS.categories) }),
  listDeals: (get: Get) => new ListDeals({ ...catalogue(get), geocoder: get(TOKENS.zipGeocoder) }),
  getDeal: (get: Get) => new GetDeal({ ...catalogue(get), withLocations: true }),
  createDeal: (get: Get) => new CreateDeal({ ...dealWriting(get), favoriteDealNotices: get(TOKENS.favoriteDealNotices) }),
  updateDeal: (get: Get) => new UpdateDeal(dealWriting(get)),
  listLocations: (get: Get) => new ListLocations(locationPorts(get)),
  addLocation: (get: Get) => new AddLocation(locationPorts(get)),
  updateLocation: (get: Get) => new UpdateLocation(locationPorts(get)),
  removeLocation: (get: Get) => new RemoveLocation(locationPorts(get)),
  fillLocationCoordinates: (get: Get) => new FillLocationCoordinates(locationPorts(get)),
  joinWaitlist: (get: Get) => new JoinWaitlist({ waitlist: get(TOKENS.waitlist), clock: get(TOKENS.clock) }),
  listWaitlist: (get: Get) => new ListWaitlist(waitlist(get)),
  listWaitlistPage: (get: Get) => new ListWaitlistPage(waitlist(get)),
  summarizeWaitlist: (get: Get) => new SummarizeWaitlist(waitlist(get)),
  exportWaitlist: (get: Get) => new ExportWaitlist(waitlist(get)),
  sendContactMessage: (get: Get) => new SendContactMessage({ contactMessages: get(TOKENS.contactMessages), clock: get(TOKENS.clock) }),
  listContactMessages: (get: Get) => new ListContactMessages({ contactMessages: get(TOKENS.contactMessages) }),
  changeContactMessageStatus: (get: Get) => new ChangeContactMessageStatus({ contactMessages: get(TOKENS.contactMessages), clock: get(TOKENS.clock) }),
};
