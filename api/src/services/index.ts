// Service bundle handed to routers.
import type { Config } from '../config';
import type { Repositories } from '../repositories/index';
import { type AuthService, createAuthService } from './auth';
import { createFeeService, type FeeService } from './fees';
import { createGeoService, type GeoService } from './geo';
import { createHealthService, type HealthService } from './health';
import { createLimitsService, type LimitsService } from './limits';
import { createLocationService, type LocationService } from './location';
import { createProductService, type ProductService } from './products';

/** Every service of one app instance. */
export interface Services {
  auth: AuthService;
  products: ProductService;
  fees: FeeService;
  geo: GeoService;
  location: LocationService;
  /** Per-client abuse limits shared through the database. */
  limits: LimitsService;
  /** Readiness (database reachability). */
  health: HealthService;
}

/** Builds the services over the repositories. */
export function createServices(repos: Repositories, config: Pick<Config, 'limits' | 'scryptLog2N'>): Services {
  const location = createLocationService(repos.stores);
  return {
    auth: createAuthService({
      users: repos.users,
      limits: repos.limits,
      settings: config.limits,
      scryptLog2N: config.scryptLog2N,
    }),
    limits: createLimitsService(repos.limits, config.limits),
    health: createHealthService(repos.health),
    products: createProductService({
      products: repos.products,
      offers: repos.offers,
      synonyms: repos.synonyms,
      location,
    }),
    fees: createFeeService(repos.feeRules),
    geo: createGeoService(repos.places),
    location,
  };
}
