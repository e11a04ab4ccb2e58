// What every router factory receives (the live-prices routes included): services, config and
// logger only. Routers never see the database or a repository; they parse, call a service, answer.
import type Router from '@koa/router';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Services } from '../services/index';

/** Dependencies shared by all routers. */
export interface RouteDeps {
  config: Config;
  logger: Logger;
  services: Services;
}

/** Builds a router from the shared dependencies. */
export type RouterFactory = (deps: RouteDeps) => Router;
