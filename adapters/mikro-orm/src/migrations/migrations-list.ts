import type { MigrationObject } from '@mikro-orm/core';
import { Migration20250701000000InitialSchema } from './20250701000000-initial-schema.migration.js';
import { Migration20250801000000DemoPayments } from './20250801000000-demo-payments.migration.js';
import { Migration20250901000000AdminBusinessList } from './20250901000000-admin-business-list.migration.js';
import { Migration20251001000000DisabledAccounts } from './20251001000000-disabled-accounts.migration.js';
import { Migration20251110000000RedeemedFromUses } from './20251110000000-redeemed-from-uses.migration.js';
import { Migration20251111000000SharedCategoriesOfferedPrices } from './20251111000000-shared-categories-offered-prices.migration.js';
import { Migration20251112000000SettingsAndContact } from './20251112000000-settings-and-contact.migration.js';
import { Migration20251120000000DropPromotions } from './20251120000000-drop-promotions.migration.js';
import { Migration20251201000000EmailOutbox } from './20251201000000-email-outbox.migration.js';
import { Migration20251202000000AccountTokens } from './20251202000000-account-tokens.migration.js';
import { Migration20251210000000Ledger } from './20251210000000-ledger.migration.js';
import { Migration20251203000000EmailNotices } from './20251203000000-email-notices.migration.js';
import { Migration20251211000000ConnectPayouts } from './20251211000000-connect-payouts.migration.js';
import { Migration20251212000000SubscriptionListing } from './20251212000000-subscription-listing.migration.js';
import { Migration20251213000000BusinessTimeZone } from './20251213000000-business-time-zone.migration.js';
import { Migration20251214000000TeamAndLocations } from './20251214000000-team-and-locations.migration.js';
import { Migration20251217000000RedemptionLogTill } from './20251217000000-redemption-log-till.migration.js';
import { Migration20251218000000PurchasePassSecret } from './20251218000000-purchase-pass-secret.migration.js';
import { Migration20251219000000Reviews } from './20251219000000-reviews.migration.js';
import { Migration20251220000000Favorites } from './20251220000000-favorites.migration.js';
import { Migration20251221000000NearbyLocations } from './20251221000000-nearby-locations.migration.js';
import { Migration20251222000000DealPictures } from './20251222000000-deal-pictures.migration.js';
import { Migration20251223000000Gifts } from './20251223000000-gifts.migration.js';
import { Migration20251224000000SalesCounters } from './20251224000000-sales-counters.migration.js';
import { Migration20251225000000CatalogueCoveringIndexes } from './20251225000000-catalogue-covering-indexes.migration.js';
import { Migration20251226000000RedemptionsLogIndex } from './20251226000000-redemptions-log-index.migration.js';
import { Migration20251227000000PurchasesHotRedeems } from './20251227000000-purchases-hot-redeems.migration.js';

/**
 * Every migration, oldest first. Listed explicitly instead of globbing a folder, so they are found
 * the same way from the TypeScript sources (tests) and from the compiled dist (node). The names are
 * what the migrations table records: never rename one that has shipped.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20250701000000_initial_schema', class: Migration20250701000000InitialSchema },
  { name: 'Migration20250801000000_demo_payments', class: Migration20250801000000DemoPayments },
  { name: 'Migration20250901000000_admin_business_list', class: Migration20250901000000AdminBusinessList },
  { name: 'Migration20251001000000_disabled_accounts', class: Migration20251001000000DisabledAccounts },
  { name: 'Migration20251110000000_redeemed_from_uses', class: Migration20251110000000RedeemedFromUses },
  { name: 'Migration20251111000000_shared_categories_offered_prices', class: Migration20251111000000SharedCategoriesOfferedPrices },
  { name: 'Migration20251112000000_settings_and_contact', class: Migration20251112000000SettingsAndContact },
  { name: 'Migration20251120000000_drop_promotions', class: Migration20251120000000DropPromotions },
  { name: 'Migration20251201000000_email_outbox', class: Migration20251201000000EmailOutbox },
  { name: 'Migration20251202000000_account_tokens', class: Migration20251202000000AccountTokens },
  { name: 'Migration20251203000000_email_notices', class: Migration20251203000000EmailNotices },
  { name: 'Migration20251210000000_ledger', class: Migration20251210000000Ledger },
  { name: 'Migration20251211000000_connect_payouts', class: Migration20251211000000ConnectPayouts },
  { name: 'Migration20251212000000_subscription_listing', class: Migration20251212000000SubscriptionListing },
  { name: 'Migration20251213000000_business_time_zone', class: Migration20251213000000BusinessTimeZone },
  { name: 'Migration20251214000000_team_and_locations', class: Migration20251214000000TeamAndLocations },
  { name: 'Migration20251217000000_redemption_log_till', class: Migration20251217000000RedemptionLogTill },
  { name: 'Migration20251218000000_purchase_pass_secret', class: Migration20251218000000PurchasePassSecret },
  { name: 'Migration20251219000000_reviews', class: Migration20251219000000Reviews },
  { name: 'Migration20251220000000_favorites', class: Migration20251220000000Favorites },
  { name: 'Migration20251221000000_nearby_locations', class: Migration20251221000000NearbyLocations },
  { name: 'Migration20251222000000_deal_pictures', class: Migration20251222000000DealPictures },
  { name: 'Migration20251223000000_gifts', class: Migration20251223000000Gifts },
  { name: 'Migration20251224000000_sales_counters', class: Migration20251224000000SalesCounters },
  { name: 'Migration20251225000000_catalogue_covering_indexes', class: Migration20251225000000CatalogueCoveringIndexes },
  { name: 'Migration20251226000000_redemptions_log_index', class: Migration20251226000000RedemptionsLogIndex },
  { name: 'Migration20251227000000_purchases_hot_redeems', class: Migration20251227000000PurchasesHotRedeems },
];
