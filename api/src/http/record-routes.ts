// The five calls of a restaurant-scoped record (list, one, create, update, delete) as the API answers them:
// behind one guard, the principal handed to the service, the row turned into its wire shape, 201 on create and
// 204 on delete. Each call is registered where the caller places it, so a module's other calls keep their
// place in the API reference.
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { AuthPrincipal } from '../auth/scope';
import { bearer, IdParams, ErrorResponse, staffErrors, type ZodApp } from './schemas';

/** The answer a create or an update adds by default: the record clashes with another (409). */
const CONFLICT = { 409: ErrorResponse };

export interface RecordRoutesOptions<Row> {
  /** The collection's path, e.g. `/RestaurantHours`; one record is `${path}/:id`. */
  path: string;
  tags: string[];
  guard: onRequestAsyncHookHandler;
  /** The wire shape of one record. */
  item: z.ZodType;
  toWire: (row: Row) => unknown;
}

type Extra = Record<number, unknown>;

export function recordRoutes<Row>(app: ZodApp, options: RecordRoutesOptions<Row>) {
  const { path, tags, guard, item, toWire } = options;
  const one = `${path}/:id`;
  /** What every call's reference entry starts with: the tags and the bearer token. */
  const doc = { tags, security: bearer };
  return {
    list<Q extends z.ZodType>(
      summary: string,
      read: (principal: AuthPrincipal, query: z.output<Q>) => Promise<Row[]>,
      querystring?: Q,
    ) {
      app.get(path, {
        onRequest: guard,
        schema: {
          ...doc,
          summary,
          ...(querystring ? { querystring } : {}),
          response: { 200: z.array(item), ...staffErrors },
        },
        handler: async (request) => (await read(request.principal!, request.query as z.output<Q>)).map(toWire),
      });
    },
    get(summary: string, read: (principal: AuthPrincipal, id: number) => Promise<Row>) {
      app.get(one, {
        onRequest: guard,
        schema: { ...doc, summary, params: IdParams, response: { 200: item, ...staffErrors } },
        handler: async (request) => toWire(await read(request.principal!, request.params.id)),
      });
    },
    create<B extends z.ZodType>(
      summary: string,
      body: B,
      write: (principal: AuthPrincipal, values: z.output<B>) => Promise<Row>,
      extra: Extra = CONFLICT,
    ) {
      app.post(path, {
        onRequest: guard,
        schema: { ...doc, summary, body, response: { 201: item, ...extra, ...staffErrors } },
        handler: async (request, reply) =>
          reply.code(201).send(toWire(await write(request.principal!, request.body as z.output<B>))),
      });
    },
    update<B extends z.ZodType>(
      summary: string,
      body: B,
      write: (principal: AuthPrincipal, id: number, values: z.output<B>) => Promise<Row>,
      extra: Extra = CONFLICT,
    ) {
      app.put(one, {
        onRequest: guard,
        schema: { ...doc, summary, params: IdParams, body, response: { 200: item, ...extra, ...staffErrors } },
        handler: async (request) =>
          toWire(await write(request.principal!, request.params.id, request.body as z.output<B>)),
      });
    },
    remove(summary: string, remove: (principal: AuthPrincipal, id: number) => Promise<void>, extra: Extra = {}) {
      app.delete(one, {
        onRequest: guard,
        schema: { ...doc, summary, params: IdParams, response: { 204: z.null(), ...extra, ...staffErrors } },
        handler: async (request, reply) => {
          await remove(request.principal!, request.params.id);
          return reply.code(204).send(null);
        },
      });
    },
  };
}

/** A service whose five methods take the principal and answer rows of one restaurant-scoped record. */
export interface ScopedRecordService<Row, Values> {
  list(principal: AuthPrincipal, restaurantId?: number): Promise<Row[]>;
  get(principal: AuthPrincipal, id: number): Promise<Row>;
  create(principal: AuthPrincipal, values: Values): Promise<Row>;
  update(principal: AuthPrincipal, id: number, values: Values): Promise<Row>;
  remove(principal: AuthPrincipal, id: number): Promise<void>;
}

export interface ScopedRecordOptions<Row, B extends z.ZodType> extends RecordRoutesOptions<Row> {
  service: ScopedRecordService<Row, z.output<B>>;
  /** The body of a create and an update. */
  body: B;
  /** The list's query: an optional restaurantId filter. */
  query: z.ZodType<{ restaurantId?: number }>;
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'remove', string>;
}

/** The five calls, in that order, of a record whose service answers them as they are (hours, special days). */
export function scopedRecordRoutes<Row, B extends z.ZodType>(app: ZodApp, options: ScopedRecordOptions<Row, B>) {
  const { service, body, query, summaries } = options;
  const calls = recordRoutes(app, options);
  calls.list(summaries.list, (principal, q) => service.list(principal, q.restaurantId), query);
  calls.get(summaries.get, (principal, id) => service.get(principal, id));
  calls.create(summaries.create, body, (principal, values) => service.create(principal, values));
  calls.update(summaries.update, body, (principal, id, values) => service.update(principal, id, values));
  calls.remove(summaries.remove, (principal, id) => service.remove(principal, id));
}
