import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { etagOf } from './revalidated.js';

/**
 * The public answers read on every visit: the lists, the site (a host name's school and its
 * profile), the pages' content and the remotes' versions. Each is served from memory until a
 * write changes it.
 */
export type ListKind = 'staff' | 'alumni' | 'activity' | 'site' | 'page' | 'remotes';

/** A cached answer: its JSON text and the ETag of that text. */
export interface CachedAnswer {
  json: string;
  etag: string;
}

const TTL_MS = 60_000;
const CHANNEL = 'school_list_cache';

declare module 'fastify' {
  interface FastifyInstance {
    listCache: {
      /**
       * The answer's JSON text, from memory or loaded and kept, with its ETag (computed once per
       * load, not per request). The text is written through the route's response schema, as any
       * other answer is, since the route sends it as it is.
       */
      get<T>(kind: ListKind, key: string, answer: z.ZodType<T>, load: () => Promise<T>): Promise<CachedAnswer>;
      /** Forgets every cached list of this kind, here and in every other replica. */
      invalidate(kind: ListKind | 'all'): Promise<void>;
    };
  }
}

/**
 * The public lists, the site data and the pages are read far more than written, so their JSON
 * is kept in memory. Any write forgets the lists of its kind. With PostgreSQL several API replicas
 * may share the database, so a write also NOTIFYs the others, which LISTEN and forget theirs;
 * the one-minute expiry bounds staleness should a notification ever be missed.
 */
export const listCachePlugin = fp(async (app: FastifyInstance, { databaseUrl }: { databaseUrl: string | undefined }) => {
  const entries = new Map<string, CachedAnswer & { expires: number }>();
  // Raised by every forget: a load that started before a write must not keep its older answer.
  let generation = 0;

  const forget = (kind: string) => {
    generation += 1;
    for (const key of entries.keys()) if (kind === 'all' || key.startsWith(`${kind}|`)) entries.delete(key);
  };

  let listener: pg.Client | null = null;
  if (databaseUrl) {
    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => forget(message.payload ?? 'all'));
    // A lost connection may have lost notifications: forget everything rather than serve stale lists.
    listener.on('error', (error) => {
      app.log.error({ err: error }, 'list cache listener failed; caching stops');
      forget('all');
      listener = null;
    });
    await listener.query(`listen ${CHANNEL}`);
    app.addHook('onClose', async () => {
      await listener?.end();
    });
  }

  app.decorate('listCache', {
    async get<T>(kind: ListKind, key: string, answer: z.ZodType<T>, load: () => Promise<T>) {
      const id = `${kind}|${key}`;
      const cached = entries.get(id);
      if (cached && cached.expires > Date.now()) return cached;
      const startedAt = generation;
      const json = JSON.stringify(z.encode(answer, await load()));
      const entry = { json, etag: etagOf(json), expires: Date.now() + TTL_MS };
      // Kept only when no write came in between, and only while replicas can tell us of theirs.
      if (startedAt === generation && (listener || !databaseUrl)) entries.set(id, entry);
      return entry;
    },
    async invalidate(kind: ListKind | 'all') {
      forget(kind);
      if (databaseUrl) await sql`select pg_notify(${CHANNEL}, ${kind})`.execute(app.db);
    },
  });
});
