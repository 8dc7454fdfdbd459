import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/migrations.js';
import type { Database } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days kept (AUDIT_RETENTION_DAYS, FEEDBACK_RETENTION_DAYS); undefined keeps everything. */
export interface Retention {
  auditDays: number | undefined;
  feedbackDays: number | undefined;
}

export interface Pruned {
  auditEntries: number;
  feedback: number;
}

/**
 * Runs `remove` with the audit log's append-only triggers (migration 006-audit) lifted, inside
 * the one transaction: any other session still sees them in force (PostgreSQL's ALTER TABLE
 * holds the table until the commit; SQLite has one writer), and a failure anywhere rolls the
 * lifting back too. Pruning by the retention setting is the only delete the log allows.
 */
async function withoutAppendOnlyGuard<T>(trx: Kysely<Database>, dialect: Dialect, remove: () => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    // Writers wait behind the lock; a reader holding the log longer (a CSV export) makes the
    // prune give up until the next day rather than stall them.
    await sql`set local lock_timeout = '5s'`.execute(trx);
    await sql`alter table audit_log disable trigger user`.execute(trx);
    const result = await remove();
    await sql`alter table audit_log enable trigger user`.execute(trx);
    return result;
  }
  // SQLite cannot disable a trigger: drop them and create them again from their own text.
  const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'audit_log'`.execute(trx);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  const result = await remove();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  return result;
}

/**
 * Deletes audit entries older than the audit retention and feedback closed longer ago than the
 * feedback retention; open feedback stays however old. Each school's newest entry of each kind
 * and action stays too: a list's "Last updated" (GET /Site/LastChanged) is its newest entry of
 * that kind, and a notice shelf's date counts the newest deletion of a published notice, so
 * pruning never makes a page look older or never updated. What it loses is the history before.
 */
export async function pruneExpired(db: Kysely<Database>, dialect: Dialect, retention: Retention, now = Date.now()): Promise<Pruned> {
  const pruned: Pruned = { auditEntries: 0, feedback: 0 };
  if (retention.auditDays !== undefined) {
    const before = new Date(now - retention.auditDays * DAY_MS).toISOString();
    pruned.auditEntries = await db.transaction().execute((trx) =>
      withoutAppendOnlyGuard(trx, dialect, async () => {
        const result = await trx
          .deleteFrom('audit_log')
          .where('at', '<', before)
          .where('id', 'not in', (eb) =>
            eb
              .selectFrom('audit_log as newest')
              .select((inner) => inner.fn.max<number>('newest.id').as('id'))
              .groupBy(['newest.school_id', 'newest.entity', 'newest.action']),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
    );
  }
  if (retention.feedbackDays !== undefined) {
    const before = new Date(now - retention.feedbackDays * DAY_MS).toISOString();
    const result = await db.deleteFrom('feedback').where('closed_at', 'is not', null).where('closed_at', '<', before).executeTakeFirst();
    pruned.feedback = Number(result.numDeletedRows);
  }
  return pruned;
}

/**
 * Applies the retention settings when the API starts and then daily (a timer that keeps no
 * process alive and stops when the app closes). Nothing runs when both keep everything.
 */
export const retentionPlugin = fp(async (app: FastifyInstance, { retention, dialect }: { retention: Retention; dialect: Dialect }) => {
  if (retention.auditDays === undefined && retention.feedbackDays === undefined) return;
  let running: Promise<void> | null = null;
  const prune = () => {
    running ??= pruneExpired(app.db, dialect, retention)
      .then((pruned) => {
        if (pruned.auditEntries || pruned.feedback) app.log.info({ pruned, retention }, 'removed audit entries and closed feedback past their retention');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'applying the retention settings failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Not awaited: a first prune of a long history must not hold up the start.
    void prune();
    timer = setInterval(() => void prune(), DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
