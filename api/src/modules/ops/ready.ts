import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as z from 'zod';
import { HttpError } from '../../plugins/errors.js';
import { routeOptions } from '../route-options.js';

/** Each check's own limit: a hung database or disk answers 503 in seconds, not never. */
export const CHECK_TIMEOUT_MS = 3000;

const ReadyAnswer = z.object({ status: z.literal('ok') });

class TimedOut extends Error {}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const timeout = `no answer within ${CHECK_TIMEOUT_MS / 1000} s`;

// The answer is public: it says what failed in words that name no address, file or user.
function databaseFailure(error: unknown): string {
  if (error instanceof TimedOut) return timeout;
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'server not found';
  if (code === '57P01' || code === '57P02' || code === '57P03') return 'server shutting down or starting';
  if (code === '28P01' || code === '28000') return 'login refused';
  return 'query failed';
}

function mediaFailure(error: unknown): string {
  if (error instanceof TimedOut) return timeout;
  if (codeOf(error) === 'ENOSPC') return 'disk full';
  return 'not writable';
}

/**
 * GET /api/health says only that the process answers (a restart will not help a database that
 * is down). GET /api/ready says whether it can serve: a database round trip, and a small file
 * written to and removed from the media store (its folder or its bucket). 503 names what
 * failed; the details go to the log. Checks asked for while one is running share it, so a flood
 * of asks costs one check at a time.
 */
export async function readyRoutes(api: FastifyInstance) {
  async function check(name: string, work: () => Promise<unknown>, failure: (error: unknown) => string): Promise<string | null> {
    try {
      await within(CHECK_TIMEOUT_MS, work());
      return null;
    } catch (error) {
      api.log.warn({ err: error }, `not ready: ${name}`);
      return `${name}: ${failure(error)}`;
    }
  }

  const checks = () =>
    Promise.all([
      check('database', () => sql`select 1`.execute(api.db), databaseFailure),
      check('media', () => api.storage.files.probe(), mediaFailure),
    ]).then((failures) => failures.filter((failure): failure is string => failure !== null));

  let running: Promise<string[]> | null = null;
  api.get('/ready', routeOptions('ops')('public', { hide: true, answers: { 200: ReadyAnswer } }), async (_request, reply) => {
    running ??= checks().finally(() => {
      running = null;
    });
    const failures = await running;
    reply.header('Cache-Control', 'no-store');
    if (failures.length) throw new HttpError(503, `Not ready: ${failures.join('; ')}`);
    return { status: 'ok' as const };
  });
}
