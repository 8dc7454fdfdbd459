import { createDecipheriv } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD_MESSAGE, NewPasswordSchema } from '@school/shared/contracts/users';
import { HttpError } from '../../plugins/errors.js';
import { isCommonPassword } from './common-passwords.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (2 is Algorithm.Argon2id, a const enum.) */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/** Compared against when the user does not exist, so both failures take the same time. */
let decoy: Promise<string> | null = null;

export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hashPassword('no such user: timing decoy');
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}

/**
 * Reads a password sent under the spec's client-side cipher (AES-256-CBC, Base64). That cipher
 * only keeps the password out of plain sight on the wire; the argon2id hash protects it at rest.
 * Returns null for anything that does not decrypt to text.
 */
export function decryptClientPassword(encrypted: string, cipher: { key: string; iv: string }): string | null {
  try {
    const decipher = createDecipheriv('aes-256-cbc', Buffer.from(cipher.key, 'hex'), Buffer.from(cipher.iv, 'hex'));
    const plain = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
    return plain.length > 0 && !plain.includes('\uFFFD') ? plain : null;
  } catch {
    return null;
  }
}

/** A new password sent under the login cipher, in clear, if it is readable and meets the policy (ASVS V6). */
export function newPassword(encrypted: string, cipher: { key: string; iv: string }): string {
  const plain = decryptClientPassword(encrypted, cipher);
  if (!plain) throw new HttpError(400, 'password: not readable; send it under the login cipher');
  const policy = NewPasswordSchema.safeParse(plain);
  if (!policy.success) throw new HttpError(400, policy.error.issues[0]!.message);
  if (isCommonPassword(plain)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
  return plain;
}
