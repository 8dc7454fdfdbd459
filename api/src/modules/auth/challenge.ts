import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How long the code step may follow the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** Codes one challenge lets its client try: then the password step must be passed again. */
export const TRIES_PER_CHALLENGE = 3;

/** Only the digest is kept: whoever reads the table holds no live challenge. */
const digestOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/**
 * The proof that the password was right, handed to the code step (migration 023): a random
 * string whose row names the user, their token version (so a password change, a logout or a
 * reset ends challenges as they end sessions) and the client the password came from. A challenge
 * serves that client alone, for a few tries, once.
 */
export function loginChallenges(db: Kysely<Database>, now: () => number = Date.now) {
  const nowIso = () => new Date(now()).toISOString();
  const live = (challenge: string, client: string) =>
    db
      .selectFrom('login_challenges')
      .where('digest', '=', digestOf(challenge))
      .where('client', '=', client)
      .where('tries', '<', TRIES_PER_CHALLENGE)
      .where('expires_at', '>', nowIso());

  return {
    async issue(user: { id: number; token_version: number }, client: string): Promise<string> {
      const challenge = randomBytes(32).toString('base64url');
      await db.deleteFrom('login_challenges').where('expires_at', '<=', nowIso()).execute();
      await db
        .insertInto('login_challenges')
        .values({ digest: digestOf(challenge), user_id: user.id, token_version: user.token_version, client, expires_at: new Date(now() + CHALLENGE_TTL_SECONDS * 1000).toISOString() })
        .execute();
      return challenge;
    },
    /** The user id and token version of a live challenge of this client's with tries left, or null. */
    async find(challenge: string, client: string): Promise<{ userId: number; version: number } | null> {
      const row = await live(challenge, client).select(['user_id', 'token_version']).executeTakeFirst();
      return row ? { userId: row.user_id, version: row.token_version } : null;
    },
    /**
     * Takes one of the challenge's tries before its code is checked (reserve, then check: one
     * statement, so tries sent at once cannot share one); false when none is left.
     */
    async take(challenge: string, client: string): Promise<boolean> {
      const taken = await db
        .updateTable('login_challenges')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('digest', '=', digestOf(challenge))
        .where('client', '=', client)
        .where('tries', '<', TRIES_PER_CHALLENGE)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },
    /** Ends the challenge at its success, in the login's transaction: false when another success ended it first. */
    async end(trx: Kysely<Database>, challenge: string): Promise<boolean> {
      const ended = await trx.deleteFrom('login_challenges').where('digest', '=', digestOf(challenge)).executeTakeFirst();
      return Number(ended.numDeletedRows) === 1;
    },
  };
}
