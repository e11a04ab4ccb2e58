// Migrations are imported statically so tsup bundles them into dist/server.js.
import type { Knex } from 'knex';
import * as initial from './001-initial';
import * as offerZoneIndex from './002-offer-zone-index';
import * as weightedSearch from './003-weighted-search';
import * as offerZoneLookup from './004-offer-zone-lookup';
import * as rateLimits from './005-rate-limits';
import * as hinglishWords from './006-hinglish-words';
import * as listings from './007-listings';
import * as productViews from './008-product-views';
import * as offerVariantZoneIndex from './009-offer-variant-zone-index';
import * as dropOfferVariantIndex from './010-drop-offer-variant-index';
import * as importForeignKeys from './011-import-foreign-keys';
import * as dropFullText from './030-drop-full-text';
import * as operatorCatalogue from './031-operator-catalogue';
import * as accounts from './040-accounts';
import * as feeRuleMemberships from './050-fee-rule-memberships';
import * as everyListingVisible from './060-every-listing-visible';
import * as listingGtin from './061-listing-gtin';
import * as publicIds from './065-public-ids';
import * as priceSources from './070-price-sources';
import * as quarantine from './071-quarantine';
import * as alertDeal from './072-alert-deal';
import * as unloggedRateLimits from './073-unlogged-rate-limits';
import * as cappedInsertLock from './074-capped-insert-lock';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

const MIGRATIONS: Array<[string, Migration]> = [
  ['001-initial', initial],
  ['002-offer-zone-index', offerZoneIndex],
  ['003-weighted-search', weightedSearch],
  ['004-offer-zone-lookup', offerZoneLookup],
  ['005-rate-limits', rateLimits],
  ['006-hinglish-words', hinglishWords],
  ['007-listings', listings],
  ['008-product-views', productViews],
  ['009-offer-variant-zone-index', offerVariantZoneIndex],
  ['010-drop-offer-variant-index', dropOfferVariantIndex],
  ['011-import-foreign-keys', importForeignKeys],
  ['030-drop-full-text', dropFullText],
  ['031-operator-catalogue', operatorCatalogue],
  ['040-accounts', accounts],
  ['050-fee-rule-memberships', feeRuleMemberships],
  ['060-every-listing-visible', everyListingVisible],
  ['061-listing-gtin', listingGtin],
  ['065-public-ids', publicIds],
  ['070-price-sources', priceSources],
  ['071-quarantine', quarantine],
  ['072-alert-deal', alertDeal],
  ['073-unlogged-rate-limits', unloggedRateLimits],
  ['074-capped-insert-lock', cappedInsertLock],
];

/** knex migration source listing the bundled migrations in order. */
export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
