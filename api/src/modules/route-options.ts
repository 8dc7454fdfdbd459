import type * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../plugins/principal.js';
import { answers } from './common.js';

/** What a route takes and answers (zod schemas: they check the request and the answer, and make the OpenAPI page). */
export interface RouteSchema {
  summary?: string;
  description?: string;
  consumes?: string[];
  /** Left off the OpenAPI page (a call only the web servers make). */
  hide?: boolean;
  body?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  params?: z.core.$ZodType;
  /** The route's own answers by status; every error's `{ message }` is added (common.ts `answers`). */
  answers: Record<number, z.core.$ZodType>;
}

/**
 * One way to declare a route, for the routes of one OpenAPI tag: `route(access, schema)` is the
 * route's options, the access plugins/auth.ts enforces (and the access matrix test walks) and
 * its schema with the error answers every route has. The handler stays the module's.
 *
 *     const route = routeOptions('storage');
 *     routes.post('/School/Storage/Get', route('school', { summary, body, answers: { 200: Answer } }), handler);
 *
 * A module's route file gets both at once from `moduleRoutes`.
 */
export function routeOptions(tag: string) {
  return <Schema extends RouteSchema>(
    access: Access,
    { answers: success, ...schema }: Schema,
    { refusedInSupport, releaseToken }: { refusedInSupport?: true; releaseToken?: true } = {},
  ) => ({
    // refusedInSupport: a route that manages users, which a support session may not (decision 013).
    // releaseToken: the release script's token is admitted beside the access's users (decision 015).
    config: { access, ...(refusedInSupport ? { refusedInSupport } : {}), ...(releaseToken ? { releaseToken } : {}) },
    schema: { tags: [tag], ...schema, response: answers(success as Schema['answers']) },
  });
}

/** A module's routes: Fastify typed by the routes' zod schemas, and `route` (routeOptions) for the module's tag. */
export function moduleRoutes(app: FastifyInstance, tag: string) {
  return { routes: app.withTypeProvider<ZodTypeProvider>(), route: routeOptions(tag) };
}
