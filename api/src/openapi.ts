// A route registry shared by every router (including the live-prices routes): each route is
// described by the same zod schemas it validates with, and /openapi.json is generated from them by
// @asteasolutions/zod-to-openapi, with the wire shapes of @compare/core/contract as reusable
// components (#/components/schemas/Product, Offer, ...).
import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
  zodToOpenAPIRegistry,
} from '@asteasolutions/zod-to-openapi';
import {
  ApiErrorSchema,
  BasketOfferSchema,
  CartItemSchema,
  CategoryTileSchema,
  ErrorEnvelopeSchema,
  FeeResultSchema,
  FeeRuleSchema,
  GeoSuggestionSchema,
  MembershipEffectSchema,
  OfferSchema,
  PlatformEtaSchema,
  PriceHistorySchema,
  PricePointSchema,
  PriceQuoteSchema,
  PriceSeriesSchema,
  ProductSchema,
  RefreshAnswerSchema,
  TrendingSectionSchema,
  UserSchema,
  VariantSchema,
} from '@compare/core/contract';
import { z } from 'zod';
import { SESSION_COOKIE } from './middleware/session';

extendZodWithOpenApi(z);

// The session is a signed, HttpOnly cookie set by login/register. Routes that read it declare the
// `session` scheme; every other route is public and says so with an empty requirement.
const SESSION_SCHEME = 'session';
const SESSION_ROUTES: Readonly<Record<string, RouteConfig['security']>> = {
  // Answers the user with a session and null without one: the cookie is optional.
  'get /api/user': [{ [SESSION_SCHEME]: [] }, {}],
  'post /api/logout': [{ [SESSION_SCHEME]: [] }],
};

/** HTTP methods the API uses. */
export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a router tells the registry about one route. */
export interface RouteDoc {
  method: RouteMethod;
  /** OpenAPI path template, e.g. `/products/{id}`. */
  path: string;
  summary: string;
  tag?: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of the success answer. */
  response?: z.ZodType;
  /** Success status (default 200). */
  status?: number;
  /** Error statuses the route can answer with the error envelope. */
  errors?: number[];
  /** Content type of the success answer when it is not JSON. */
  contentType?: string;
  /** The session cookie: 'required' (401 without it) or 'optional' (answers differ with it). */
  session?: 'required' | 'optional';
}

const routes = new Map<string, RouteDoc>();

/** Registers (or replaces) a route's documentation; called by each router when it is built. */
export function registerRoute(doc: RouteDoc): void {
  routes.set(`${doc.method} ${doc.path}`, doc);
}

/** Every registered route, for tests and the document builder. */
export function registeredRoutes(): RouteDoc[] {
  return [...routes.values()];
}

/** The contract's wire shapes published as components, by name. */
const COMPONENTS: ReadonlyArray<[string, z.ZodType]> = [
  ['Product', ProductSchema],
  ['Offer', OfferSchema],
  ['Variant', VariantSchema],
  ['FeeRule', FeeRuleSchema],
  ['MembershipEffect', MembershipEffectSchema],
  ['FeeResult', FeeResultSchema],
  ['PlatformEta', PlatformEtaSchema],
  ['CategoryTile', CategoryTileSchema],
  ['TrendingSection', TrendingSectionSchema],
  ['CartItem', CartItemSchema],
  ['BasketOffer', BasketOfferSchema],
  ['PriceQuote', PriceQuoteSchema],
  ['RefreshAnswer', RefreshAnswerSchema],
  ['PricePoint', PricePointSchema],
  ['PriceSeries', PriceSeriesSchema],
  ['PriceHistory', PriceHistorySchema],
  ['GeoSuggestion', GeoSuggestionSchema],
  ['User', UserSchema],
  ['ApiError', ApiErrorSchema],
  ['ErrorEnvelope', ErrorEnvelopeSchema],
];

// The contract's own schema objects are marked with their component name, so every place that
// nests one (a page of products, a trending row) refers to the component instead of copying it.
for (const [name, schema] of COMPONENTS) zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });

const REASONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in or bad credentials',
  403: 'Refused: a cookie write without a same-site proof (CROSS_SITE_REQUEST)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many attempts',
  502: 'Upstream merchant failed',
  503: 'Merchant unavailable (circuit open)',
  504: 'Merchant timed out',
};

const operationId = (route: RouteDoc) =>
  `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

function toRouteConfig(route: RouteDoc): RouteConfig {
  const responses: Record<string, ResponseConfig> = {
    [String(route.status ?? 200)]: {
      description: 'Success',
      ...(route.response
        ? { content: { [route.contentType ?? 'application/json']: { schema: route.response } } }
        : {}),
    },
  };
  // What every route can answer besides its own errors: 400 for a control character in its path or
  // query (middleware/text.ts); on writes also 403 for a cookie write without a same-site proof
  // (middleware/account.ts) and 413 for a body over 100 kb (the body parser reads any write's body).
  const write = route.method !== 'get';
  const always = write ? [400, 403, 413] : [400];
  const codes = [...new Set([...(route.errors ?? []), ...always, 500])].sort((a, b) => a - b);
  for (const code of codes) {
    responses[String(code)] = {
      description: REASONS[code] ?? 'Internal server error',
      content: { 'application/json': { schema: ErrorEnvelopeSchema } },
    };
  }
  return {
    method: route.method,
    path: route.path,
    summary: route.summary,
    operationId: operationId(route),
    security:
      SESSION_ROUTES[`${route.method} ${route.path}`] ??
      (route.session === 'required'
        ? [{ [SESSION_SCHEME]: [] }]
        : route.session === 'optional'
          ? [{ [SESSION_SCHEME]: [] }, {}]
          : []),
    tags: [route.tag ?? route.path.split('/')[1] ?? 'api'],
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      ...(route.body
        ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
        : {}),
    },
    responses,
  };
}

/** Builds the OpenAPI 3.1 document of every registered route. */
export function buildOpenApiDocument(serverUrl?: string): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  const sorted = [...routes.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) registry.registerPath(toRouteConfig(route));
  registry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by POST /api/login and POST /api/register (HttpOnly, SameSite=Lax).',
  });
  // Every contract component is listed, also those no route answers with (a cart line).
  const components: OpenAPIRegistry['definitions'] = COMPONENTS.map(([, schema]) => ({
    type: 'schema',
    schema,
  }));
  const doc = new OpenApiGeneratorV31([...components, ...registry.definitions]).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Compare API',
      version: '0.1.0',
      description: 'Grocery price comparison across Indian quick-commerce merchants (demo data).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
  });
  return doc as unknown as Record<string, unknown>;
}
