import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Whether a parsed body holds the NUL character anywhere, in a key or a value. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

/**
 * CORS for the site's own origins only, and headers on every answer: no sniffing, no framing,
 * no referrer, and nothing cached that was asked for with a token.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { origins }: { origins: string[] }) => {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  // No form has a use for NUL, and PostgreSQL text cannot hold it: refused here, not failed on.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, 'Text may not contain the NUL character');
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Request-Id', request.id);
    if (!request.url.startsWith('/api/docs')) {
      reply.header('X-Frame-Options', 'DENY');
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      }
    }
    if (request.headers.authorization) reply.header('Cache-Control', 'no-store');
  });
});
