import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import { getConfig } from '@school/shared';

/**
 * The spec's client-side login cipher (AES-CBC, PKCS#7, Base64 text), kept on the wire so the
 * API stays compatible with the original clients. It hides the password from casual eyes
 * only: HTTPS and the server's password hashes are what protect it. Key and IV come from the
 * configuration as hex, never from the source code.
 */
function cipherParams() {
  const cipher = getConfig().PASSWORD_CIPHER;
  if (!cipher) throw new Error('The login cipher is not configured.');
  return { key: Hex.parse(cipher.key), iv: Hex.parse(cipher.iv) };
}

export function encryptPassword(plain: string): string {
  const { key, iv } = cipherParams();
  return AES.encrypt(plain, key, { iv }).toString();
}

export function decryptPassword(encrypted: string): string {
  const { key, iv } = cipherParams();
  return AES.decrypt(encrypted, key, { iv }).toString(Utf8);
}
