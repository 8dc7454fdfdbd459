import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** No form nests deeper than 3 or has more than a few dozen keys: these bounds leave room and stop abuse. */
export const JSON_LIMITS = { maxDepth: 32, maxKeys: 1000 };

/**
 * What is wrong with the shape of a JSON text, found in one pass over its characters before it
 * is parsed (so nothing recursive ever walks a hostile body): nesting deeper than maxDepth, or
 * more keys than maxKeys. Null when neither.
 */
export function jsonShapeProblem(text: string): string | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > JSON_LIMITS.maxDepth) return `The JSON body is nested more than ${JSON_LIMITS.maxDepth} levels deep`;
    } else if (char === 0x7d || char === 0x5d) depth--;
    else if (char === 0x3a && ++keys > JSON_LIMITS.maxKeys) return `The JSON body has more than ${JSON_LIMITS.maxKeys} keys`;
  }
  return null;
}

/** Whether a parsed value holds the NUL character anywhere, in a key or a value; walked with a stack, not recursion. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * CORS for the site's own origins (CORS_ORIGINS) and every school's addresses (a new school's
 * site works without a change here), and
 * headers on every answer: no sniffing, no framing, no referrer, and nothing cached that was
 * asked for with a token.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { origins }: { origins: string[] }) => {
  const configured = new Set(origins);
  // A school's address counts when it is served the way the site is: the scheme and port of one
  // of the configured origins (https on 443 in production, http on the host's port locally).
  const servedAs = (origin: string): string | null => {
    if (!URL.canParse(origin)) return null; // a hostile Origin header is refused, not a 500
    const url = new URL(origin);
    return `${url.protocol}${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  };
  const sitePorts = new Set(origins.map(servedAs));
  await app.register(cors, {
    origin: async (origin: string | undefined) => {
      if (!origin) return false; // not a browser's cross-origin call: no CORS headers needed
      if (configured.has(origin)) return true;
      const served = /^https?:\/\/[^/]+$/.test(origin) ? servedAs(origin) : null;
      if (served === null || !sitePorts.has(served)) return false;
      return (await app.schoolAt(origin)) !== null;
    },
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  // JSON is checked for depth and key count before it is parsed, then parsed as Fastify would
  // (refusing __proto__ and constructor keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    const problem = jsonShapeProblem(text);
    if (problem) return done(new HttpError(400, problem), undefined);
    parseJson(request, text, done);
  });

  // No form or address has a use for NUL, and PostgreSQL text cannot hold it: refused here, not
  // failed on (a query's ?school=%00 reached the database as a 500).
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query)) throw new HttpError(400, 'Text may not contain the NUL character');
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
