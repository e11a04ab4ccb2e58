// Service bundle handed to routers.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SAVED_BASKETS, MAX_WATCHES } from '@compare/core/contract';
import type { ChangeStream } from '../change-stream';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Repositories } from '../repositories/index';
import { ACCOUNT_DEFAULTS } from '../settings';
import { type AccountService, createAccountService } from './accounts';
import { type AuthService, createAuthService } from './auth';
import { createEquivalentsService, type EquivalentsService } from './equivalents';
import { createExportService, type ExportService } from './export';
import { createFeeService, type FeeService } from './fees';
import { createGeoService, type GeoService } from './geo';
import { createHealthService, type HealthService } from './health';
import { createHistoryService, type HistoryService } from './history';
import { createLimitsService, type LimitsService } from './limits';
import { createListService, type ListService } from './lists';
import { createLivePrices } from './live-prices';
import { createLocationService, type LocationService } from './location';
import type { PriceService } from './price-service';
import { createProductService, type ProductService } from './products';
import { createPushSender } from './push';
import { createSourcesService, type SourcesService } from './sources';
import { createSuggestionService, type SuggestionService } from './suggestions';
import { createViewCounter, type ViewCounter } from './views';
import { createWatchService, type WatchService } from './watches';

/** Every service of one app instance. */
export interface Services {
  /** What changed (here or on another instance): every cache of these services subscribes to it. */
  changes: ChangeStream;
  auth: AuthService;
  products: ProductService;
  fees: FeeService;
  geo: GeoService;
  location: LocationService;
  /** Live merchant prices (the scrape routes). */
  prices: PriceService;
  history: HistoryService;
  suggestions: SuggestionService;
  /** Per-client abuse limits shared through the database. */
  limits: LimitsService;
  /** Readiness (database reachability). */
  health: HealthService;
  /** What shoppers look at (products shown), counted for the background refresh. */
  views: ViewCounter;
  /** Typed shopping lists resolved with the site's search. */
  lists: ListService;
  /** Other brands' products of the same kind: the product page's list and 'any brand' baskets. */
  equivalents: EquivalentsService;
  /** Synced, saved and shared baskets of accounts. */
  accounts: AccountService;
  /** Price watches, the alert inbox and Web Push. */
  watches: WatchService;
  /** Price sources watched: GET /api/sources and GET /metrics. */
  sources: SourcesService;
  /** The open price export (GET /api/export/prices.jsonl.gz). */
  priceExport: ExportService;
}

/** What the services need besides the repositories. */
export interface ServiceOptions {
  config: Config;
  logger: Logger;
  /** The stream the repositories announce their changes on. */
  changes: ChangeStream;
}

/** Builds the services over the repositories. */
export function createServices(repos: Repositories, options: ServiceOptions): Services {
  const location = createLocationService(repos.stores);
  const views = createViewCounter(repos.views, options.logger);
  const uncounted = createProductService({
    products: repos.products,
    changes: options.changes,
    synonyms: repos.synonyms,
    location,
    offerMaxAgeMs: options.config.offerMaxAgeHours * 60 * 60 * 1000,
  });
  const products = countViews(uncounted, views);
  const account = options.config.account ?? ACCOUNT_DEFAULTS;
  const sources = createSourcesService({
    sources: repos.sources,
    quarantine: repos.quarantine,
    breakerState: (platform) => prices.breakerState(platform),
    offerMaxAgeHours: options.config.offerMaxAgeHours,
    settings: options.config.sources,
  });
  const prices = createLivePrices({
    settings: options.config.prices,
    offers: repos.offers,
    // Every successful live quote dates its merchant and city's last refresh (sources page).
    refreshed: (offerId) =>
      sources
        .recordRefresh(offerId)
        .catch((err: unknown) => options.logger.warn('refresh not recorded', { error: String(err) })),
    observations: repos.observations,
    reach: (point) => location.reach(point),
    logger: options.logger,
  });
  return {
    sources,
    priceExport: createExportService({
      repo: repos.priceExport,
      dir: join(tmpdir(), `compare-export-${randomUUID()}`),
      logger: options.logger,
    }),
    changes: options.changes,
    lists: createListService(products),
    equivalents: createEquivalentsService(uncounted),
    accounts: createAccountService({
      accounts: repos.accounts,
      limits: repos.limits,
      products,
      settings: account,
      maxSaved: MAX_SAVED_BASKETS,
    }),
    watches: createWatchService({
      watches: repos.watches,
      subscriptions: repos.pushSubscriptions,
      location,
      push: createPushSender(account),
      maxWatches: MAX_WATCHES,
      logger: options.logger,
    }),
    auth: createAuthService({
      users: repos.users,
      limits: repos.limits,
      settings: options.config.limits,
      scryptLog2N: options.config.scryptLog2N,
    }),
    limits: createLimitsService(repos.limits, options.config.limits),
    health: createHealthService(repos.health),
    products,
    fees: createFeeService(repos.feeRules),
    geo: createGeoService({
      places: repos.places,
      settings: options.config.geocoder,
      logger: options.logger,
    }),
    location,
    prices,
    history: createHistoryService({ products, observations: repos.observations }),
    suggestions: createSuggestionService(repos.suggestions),
    views,
  };
}

/** The product service, counting the products a product page or the first search page shows. */
function countViews(products: ProductService, views: ViewCounter): ProductService {
  return {
    ...products,
    async byId(id, point, origin) {
      const product = await products.byId(id, point, origin);
      if (product) views.record([product.productId]);
      return product;
    },
    async list(query, point, origin) {
      const page = await products.list(query, point, origin);
      if (query.offset === 0) views.record(page.productIds.slice(0, 10));
      return page;
    },
  };
}
