// What every router factory receives (the live-prices routes included).
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Repositories } from '../repositories/index';
import type { Services } from '../services/index';

/** Dependencies shared by all routers. */
export interface RouteDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  repos: Repositories;
  services: Services;
}

/** Builds a router from the shared dependencies. */
export type RouterFactory = (deps: RouteDeps) => Router;
