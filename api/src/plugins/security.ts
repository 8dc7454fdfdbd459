import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

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
