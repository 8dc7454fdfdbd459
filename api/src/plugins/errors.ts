import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An answer with a status and a message the client can show, and headers it needs (a 429's Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Whether a database error is a unique-key violation, on SQLite or on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite names a taken primary key apart from a taken unique column; PostgreSQL does not.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Runs a write whose uniqueness the database enforces; a violation answers 409 with `message`.
 * The constraint decides, not a check before the write: two requests racing each other would
 * both pass such a check.
 */
export async function uniquely<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}

/**
 * One error handler: every failure is JSON with a `message`. Client errors say what was wrong;
 * server errors are logged in full and answered without detail.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const text = issue?.message ?? 'Invalid request';
      return reply.status(400).send({ message: field ? `${field}: ${text}` : text });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: error.issues[0]?.message ?? 'Invalid request' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No such path: ${request.method} ${request.url}` }));
});
