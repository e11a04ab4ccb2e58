// The repositories are the only code that touches knex; services get them through this bundle.
import type { Knex } from 'knex';
import {
  createFeeRulesRepository,
  createGeoRepository,
  createSuggestionsRepository,
  createSynonymsRepository,
  type FeeRulesRepository,
  type GeoRepository,
  type SuggestionsRepository,
  type SynonymsRepository,
} from './misc';
import {
  createObservationsRepository,
  createOffersRepository,
  type ObservationsRepository,
  type OffersRepository,
} from './offers';
import { createProductsRepository, type ProductsRepository } from './products';
import {
  createSessionsRepository,
  createUsersRepository,
  type SessionsRepository,
  type UsersRepository,
} from './users';

/** Every repository over one knex instance. */
export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  products: ProductsRepository;
  offers: OffersRepository;
  observations: ObservationsRepository;
  feeRules: FeeRulesRepository;
  geo: GeoRepository;
  suggestions: SuggestionsRepository;
  synonyms: SynonymsRepository;
}

/** Builds every repository over `db`. */
export function createRepositories(db: Knex): Repositories {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    products: createProductsRepository(db),
    offers: createOffersRepository(db),
    observations: createObservationsRepository(db),
    feeRules: createFeeRulesRepository(db),
    geo: createGeoRepository(db),
    suggestions: createSuggestionsRepository(db),
    synonyms: createSynonymsRepository(db),
  };
}
