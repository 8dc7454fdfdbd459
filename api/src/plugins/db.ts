import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Routes reach the database through the server instance, never by importing it. */
export const dbPlugin = fp(async (app: FastifyInstance, { database }: { database: Db }) => {
  app.decorate('db', database.db);
});
