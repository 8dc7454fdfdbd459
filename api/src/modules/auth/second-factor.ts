import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/schema.js';

/**
 * The second factor (docs/decisions/013-school-team.md, "Second factor"): TOTP of RFC 6238, the
 * secret encrypted at rest, and ten one-time recovery codes stored hashed.
 */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either way: a phone's clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Shown in the authenticator app beside the account name. */
export const ISSUER = 'School website';

/** A key for one purpose only, derived from the token secret, so no two uses share a key. */
export function purposeKey(jwtSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'school-site', purpose, 32));
}

/** AES-256-GCM under the secret-at-rest key; the user id is bound in, so a secret cannot be moved to another row. */
export function secretBox(jwtSecret: string) {
  const key = purposeKey(jwtSecret, 'totp-secret-at-rest v1');
  return {
    seal(base32: string, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`user:${userId}`));
      const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed: string, userId: number): string {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(`user:${userId}`));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(base32: string, label: string): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, issuer: ISSUER, label, secret: Secret.fromBase32(base32) });
}

/** A code is six digits; anything else is simply a wrong code. */
const CODE = /^\d{6}$/;

/**
 * Accepts a code once: the step it belongs to must be later than the last accepted one, and
 * the update that records it is conditional, so two requests racing with one code cannot both win.
 */
export async function acceptCode(db: Kysely<Database>, user: { id: number; totp_secret: string | null }, code: string, box: ReturnType<typeof secretBox>, now = Date.now()): Promise<boolean> {
  const typed = code.replace(/\s/g, '');
  if (!user.totp_secret || !CODE.test(typed)) return false;
  const totp = totpFor(box.open(user.totp_secret, user.id), 'check');
  const delta = totp.validate({ token: typed, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  const updated = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Ten characters from an alphabet without look-alikes (50 bits each), shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

/** Replaces the user's recovery codes with ten new ones, answered in clear this once. */
export async function newRecoveryCodes(db: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_codes').values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code) }))).execute();
  return codes;
}

/** A recovery code works once: it is deleted as it is accepted. SHA-256 suffices for codes of 50 random bits. */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  if (normalize(code).length !== 10) return false;
  const removed = await db.deleteFrom('recovery_codes').where('user_id', '=', userId).where('code_hash', '=', hashCode(code)).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('left')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.left);
}

/** The provider's reset: the factor is off, its codes gone, and every session of the user ends. */
export async function resetSecondFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_on: 0, totp_last_step: null, token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .execute();
}
