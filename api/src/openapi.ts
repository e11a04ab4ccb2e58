// A route registry shared by every router (including the live-prices routes): each route is
// described by the same zod schemas it validates with, and /openapi.json is generated from them.
import { z } from 'zod';

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

/** The error envelope every failing route answers with. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest;
};

function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path' | 'header'): unknown[] {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = field as z.ZodType;
    return {
      name,
      in: where,
      required: where === 'path' || !fieldSchema.safeParse(undefined).success,
      schema: toSchema(fieldSchema, 'input'),
      ...(fieldSchema.description ? { description: fieldSchema.description } : {}),
    };
  });
}

const REASONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in or bad credentials',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many attempts',
  502: 'Upstream merchant failed',
  503: 'Merchant unavailable (circuit open)',
  504: 'Merchant timed out',
};

/** Builds the OpenAPI 3.1 document of every registered route. */
export function buildOpenApiDocument(serverUrl?: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const status = String(route.status ?? 200);
    const responses: Record<string, unknown> = {
      [status]: {
        description: 'Success',
        ...(route.response
          ? {
              content: {
                [route.contentType ?? 'application/json']: { schema: toSchema(route.response, 'output') },
              },
            }
          : {}),
      },
    };
    for (const code of [...new Set([...(route.errors ?? []), 500])]) {
      responses[String(code)] = {
        description: REASONS[code] ?? 'Internal server error',
        content: { 'application/json': { schema: toSchema(ErrorEnvelope, 'output') } },
      };
    }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [route.tag ?? route.path.split('/')[1] ?? 'api'],
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...parameters(route.headers, 'header'),
      ],
      responses,
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[route.path] = { ...(paths[route.path] ?? {}), [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Compare API',
      version: '0.1.0',
      description: 'Grocery price comparison across Indian quick-commerce merchants (demo data).',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
  };
}
