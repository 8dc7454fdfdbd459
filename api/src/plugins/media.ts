import path from 'node:path';
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Uploaded media, served from the API host without /api at their stored relative path
 * (uploads/...). Names are generated and never reused, so answers are cached for a year; range
 * requests (206) let videos seek; a sandboxing CSP keeps a file from acting as a page.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
  const root = path.join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
});
