// The repositories are the only code that touches knex; services get them through this bundle.
import type { Knex } from 'knex';
import type { ChangeStream } from '../change-stream';
import { type AccountsRepository, createAccountsRepository } from './accounts';
import { createExportRepository, type ExportRepository } from './export';
import { createFeeRulesRepository, type FeeRulesRepository } from './fee-rules';
import { createHealthRepository, type HealthRepository } from './health';
import { createLimitsRepository, type LimitsRepository } from './limits';
import { createListingsRepository, type ListingsRepository } from './listings';
import {
  createObservationsRepository,
  createOffersRepository,
  type ObservationsRepository,
  type OffersRepository,
} from './offers';
import { createProductsRepository, type ProductsRepository } from './products';
import { createPushSubscriptionsRepository, type PushSubscriptionsRepository } from './push-subscriptions';
import { createQuarantineRepository, type QuarantineRepository } from './quarantine';
import { createPlacesRepository, type PlacesRepository } from './served-places';
import { createSourcesRepository, type SourcesRepository } from './sources';
import { createStoresRepository, type StoresRepository } from './stores';
import { createSuggestionsRepository, type SuggestionsRepository } from './suggestions';
import { createSynonymsRepository, type SynonymsRepository } from './synonyms';
import {
  createSessionsRepository,
  createUsersRepository,
  type SessionsRepository,
  type UsersRepository,
} from './users';
import { createViewsRepository, type ViewsRepository } from './views';
import { createWatchesRepository, type WatchesRepository } from './watches';

/** Every repository over one knex instance. */
export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  products: ProductsRepository;
  offers: OffersRepository;
  observations: ObservationsRepository;
  feeRules: FeeRulesRepository;
  places: PlacesRepository;
  stores: StoresRepository;
  suggestions: SuggestionsRepository;
  synonyms: SynonymsRepository;
  limits: LimitsRepository;
  health: HealthRepository;
  /** Imported merchant listings and the match review queue. */
  listings: ListingsRepository;
  /** What shoppers look at, and the offers due for a background refresh. */
  views: ViewsRepository;
  /** Synced and saved baskets of accounts. */
  accounts: AccountsRepository;
  /** Price watches and alerts. */
  watches: WatchesRepository;
  /** Browsers that receive price alerts by Web Push. */
  pushSubscriptions: PushSubscriptionsRepository;
  /** Price sources per merchant and city, and the SQLite catalogue mark. */
  sources: SourcesRepository;
  /** Observations held back as quarantined, and an operator's decisions on them. */
  quarantine: QuarantineRepository;
  /** Paged readers for the open price export. */
  priceExport: ExportRepository;
}

/** Builds every repository over `db`; the ones that write what shoppers see announce it on `changes`. */
export function createRepositories(db: Knex, changes: ChangeStream): Repositories {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    products: createProductsRepository(db),
    offers: createOffersRepository(db, changes),
    observations: createObservationsRepository(db),
    feeRules: createFeeRulesRepository(db),
    places: createPlacesRepository(db),
    stores: createStoresRepository(db),
    suggestions: createSuggestionsRepository(db),
    synonyms: createSynonymsRepository(db),
    limits: createLimitsRepository(db),
    health: createHealthRepository(db),
    listings: createListingsRepository(db),
    views: createViewsRepository(db),
    accounts: createAccountsRepository(db),
    watches: createWatchesRepository(db),
    pushSubscriptions: createPushSubscriptionsRepository(db),
    sources: createSourcesRepository(db),
    quarantine: createQuarantineRepository(db),
    priceExport: createExportRepository(db),
  };
}
