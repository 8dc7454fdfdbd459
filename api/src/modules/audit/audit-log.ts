import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the audit log records (issue 16): every create, update, delete, publish, restore (of a page's version) and login; a draft's submit and return (decision 013). */
export type AuditAction = 'create' | 'update' | 'delete' | 'publish' | 'restore' | 'login' | 'submit' | 'return';

export interface AuditEntry {
  action: AuditAction;
  /** What kind of thing: 'staff', 'alumnus', 'event', 'page:contact', 'profile', 'school', 'user', 'notice', … */
  entity: string;
  entityId?: string | number | null;
  /** The school whose site it is (null: the provider's own, e.g. a provider user). */
  schoolId: number | null;
  /** The record as the API answers it (its contract's shape), before and after; absent where there is none. */
  before?: unknown;
  after?: unknown;
}

/** Who did it, where there is no signed-in request to say so (a login). */
export interface Actor {
  userId: number | null;
  userName: string;
}

/** Fields never written to the log, wherever they are in a record. */
const SECRET = /password|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET.test(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
  }
  return value;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(withoutSecrets(value)));

async function actorOf(db: Kysely<Database>, who: FastifyRequest | Actor): Promise<Actor> {
  if (!('raw' in who)) return who;
  const userId = who.principal?.userId ?? null;
  if (userId === null) return { userId: null, userName: '' };
  const user = await db.selectFrom('users').select('user_name').where('id', '=', userId).executeTakeFirst();
  return { userId, userName: user?.user_name ?? '' };
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the change it records,
 * so the change and its entry are both stored or neither is (a crash between them cannot leave
 * an unrecorded change). `who` is the signed-in request, or the actor of a login.
 */
export async function recordAudit(trx: Kysely<Database>, who: FastifyRequest | Actor, entry: AuditEntry): Promise<void> {
  const actor = await actorOf(trx, who);
  await trx
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      school_id: entry.schoolId,
      user_id: actor.userId,
      user_name: actor.userName,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}
