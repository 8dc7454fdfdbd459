import { THROTTLE } from '../modules/auth/throttle';

/** The header that names the client to an API behind a trusted proxy (TRUST_PROXY). */
export const from = (client: string) => ({ 'X-Forwarded-For': client });

/** Client addresses of a test file's own, a new one each call, so that no test's failures touch another's. */
export function clientAddresses(prefix = '203.0.113'): () => string {
  let made = 0;
  return () => `${prefix}.${++made}`;
}

/** The throttle's waits (1 s, then 2 s, …) that ran out since `started`: a burst that outlasted them is rightly let one more try through for each. */
export const waitsOutlasted = (started: number): number => Math.floor(Math.log2((Date.now() - started) / THROTTLE.firstWaitMs + 1));
