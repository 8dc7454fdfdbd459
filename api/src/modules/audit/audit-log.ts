import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActionName } from '@school/shared/contracts/audit';
import { isSchoolRole, type SchoolRole } from '@school/shared/contracts/roles';
import { USER_TYPES } from '../../plugins/principal.js';
import { countChange } from './audit-rate.js';
import { changeToStore } from './difference.js';

/**
 * What the audit log records (issue 16): every create, update, delete, publish, restore (of a
 * page's version) and login; a draft's submit and return (decision 013); what a support session
 * read (modules/support/support-reads.ts); a site-health finding's open, close and accept.
 */
export type AuditAction = AuditActionName;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request wrote its own audit entry (recordAudit): a support session's read is recorded only when it did not. */
    audited?: boolean;
  }
}

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
  /** The role they acted in (AuditRole); left out, it is the user's own (their school role, or 'provider'). */
  userRole?: AuditRole | null;
}

/**
 * The role an entry's user acted in (docs/decisions/013-school-team.md): a school user's role, a
 * provider user's 'provider', or 'support' for a provider user in a school's admin area in support
 * mode; 'release-script' for scripts/release-remote.mjs with its token, no user (decision 015).
 */
export type AuditRole = SchoolRole | 'provider' | 'support' | 'release-script';

/** A stored user's own role: a school user's role, or 'provider'. */
const ownRole = (user: { user_type: string; role: string | null }): AuditRole | null =>
  user.user_type === USER_TYPES.provider ? 'provider' : isSchoolRole(user.role) ? user.role : null;

/** Fields never written to the log, wherever they are in a record. */
const SECRET = /password|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET.test(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
  }
  return value;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

async function actorOf(db: Kysely<Database>, who: FastifyRequest | Actor): Promise<Required<Actor>> {
  const principal = 'raw' in who ? who.principal : null;
  const userId = 'raw' in who ? (principal?.userId ?? null) : who.userId;
  if (userId === null) return { userId: null, userName: 'raw' in who ? '' : who.userName, userRole: 'raw' in who ? null : (who.userRole ?? null) };
  const user = await db.selectFrom('users').select(['user_name', 'user_type', 'role']).where('id', '=', userId).executeTakeFirst();
  const userName = 'raw' in who ? (user?.user_name ?? '') : who.userName;
  // A support session's user is the provider user, acting as the school's admin: the entry says support.
  if (principal?.support) return { userId, userName, userRole: 'support' };
  if (!('raw' in who) && who.userRole !== undefined) return { userId, userName, userRole: who.userRole };
  return { userId, userName, userRole: user ? ownRole(user) : null };
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the change it records,
 * so the change and its entry are both stored or neither is (a crash between them cannot leave
 * an unrecorded change). `who` is the signed-in request, or the actor of a login.
 */
export async function recordAudit(trx: Kysely<Database>, who: FastifyRequest | Actor, entry: AuditEntry): Promise<void> {
  const actor = await actorOf(trx, who);
  // A signed-in user's change counts against their hourly limit; a login is the throttle's (auth/throttle.ts).
  if ('raw' in who && actor.userId !== null && entry.action !== 'login' && entry.action !== 'read') await countChange(trx, actor.userId, who.server.changesPerUserHour);
  const [before, after] = changeToStore(withoutSecrets(entry.before), withoutSecrets(entry.after));
  await trx
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      school_id: entry.schoolId,
      user_id: actor.userId,
      user_name: actor.userName,
      user_role: actor.userRole,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: json(before),
      after: json(after),
    })
    .execute();
  if ('raw' in who) who.audited = true;
}
