import { createSigner, createVerifier } from 'fast-jwt';
import { purposeKey } from './second-factor.js';

/** How long the code step may follow the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

interface ChallengeClaims {
  sub: string;
  ver: number;
  pur: 'second-factor';
}

/**
 * The proof that the password was right, handed to the code step. Signed with a key of its own
 * (never the tokens' key), so a challenge is never a token; bound to the user's token version,
 * so a password change, a logout or a reset ends challenges as they end sessions.
 */
export function loginChallenges(jwtSecret: string) {
  const key = purposeKey(jwtSecret, 'login-challenge v1');
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: CHALLENGE_TTL_SECONDS * 1000 });
  const verify = createVerifier({ key, algorithms: ['HS256'], cache: false });
  return {
    issue: (user: { id: number; token_version: number }) => sign({ sub: String(user.id), ver: user.token_version, pur: 'second-factor' } satisfies ChallengeClaims),
    /** The user id and token version, or null for anything not a live challenge. */
    read(challenge: string): { userId: number; version: number } | null {
      try {
        const claims = verify(challenge) as ChallengeClaims;
        const userId = Number(claims.sub);
        return claims.pur === 'second-factor' && Number.isSafeInteger(userId) && typeof claims.ver === 'number' ? { userId, version: claims.ver } : null;
      } catch {
        return null;
      }
    },
  };
}
