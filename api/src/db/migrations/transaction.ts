import type { Kysely } from 'kysely';

/**
 * A migration's steps, run in one transaction on both databases. PostgreSQL's migrator runs
 * every migration in a transaction already; SQLite's does not, so this makes one: a crash
 * leaves all the steps done or none. Frozen with the migrations that use it.
 */
export const inOneTransaction =
  (steps: (db: Kysely<unknown>) => Promise<void>) =>
  async (db: Kysely<unknown>): Promise<void> => {
    if (db.isTransaction) await steps(db);
    else await db.transaction().execute(steps);
  };
