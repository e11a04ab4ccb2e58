// Service bundle handed to routers.
import type { Repositories } from '../repositories/index';
import { type AuthService, createAuthService } from './auth';
import { createFeeService, type FeeService } from './fees';
import { createGeoService, type GeoService } from './geo';
import { createLocationService, type LocationService } from './location';
import { createProductService, type ProductService } from './products';

/** Every service of one app instance. */
export interface Services {
  auth: AuthService;
  products: ProductService;
  fees: FeeService;
  geo: GeoService;
  location: LocationService;
}

/** Builds the services over the repositories. */
export function createServices(repos: Repositories): Services {
  const location = createLocationService(repos.stores);
  return {
    auth: createAuthService(repos.users),
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
