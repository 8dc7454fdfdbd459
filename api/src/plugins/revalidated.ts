import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of an answer's JSON text. */
export const etagOf = (json: string): string => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a public answer's JSON text to be asked for again on every use (no-cache) with its ETag,
 * or a 304 of no body to a matching If-None-Match: an unchanged answer costs a visitor nothing
 * but the question, and a change (a save, or a notice or alert starting by the clock) shows at
 * once. The text is sent as it is, not serialized again.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, json: string, etag: string = etagOf(json)): FastifyReply {
  reply.header('Cache-Control', 'no-cache');
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The answers of a route sent by sendRevalidated: `answer`, or a 304 of no body. */
export const revalidatedAnswers = <Answer extends z.core.$ZodType>(answer: Answer) => ({ 200: answer, 304: z.null() });
