import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DisclosureAnswerSchema } from '@school/shared/contracts/disclosure-answer';
import { answers } from '../common.js';
import { sendRevalidated } from '../revalidated.js';
import { disclosureOf } from './disclosure.js';

/**
 * GET /Site/Disclosure: a school's CBSE Mandatory Public Disclosure, sections A to E at once.
 *
 * Not kept in the list cache, unlike the pages: it is made of a school's profile, three pages
 * and its staff, whose writes forget three different kinds of cached answer, and a staff
 * member's new category must change section D at once. Put together afresh on each visit (a few
 * small queries), it is sent with an ETag of its text and `no-cache`, as the pages are, so an
 * unchanged disclosure still costs the visitor only a 304.
 */
export async function disclosureRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/Site/Disclosure',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'A school’s CBSE Mandatory Public Disclosure, sections A to E, with its figures computed (public; answers 304 to a matching If-None-Match)',
        querystring: z.strictObject({ school: z.string().min(1).max(50) }),
        response: answers({ 200: DisclosureAnswerSchema, 304: z.null() }),
      },
    },
    async (request, reply) => {
      return sendRevalidated(request, reply, JSON.stringify(DisclosureAnswerSchema.parse(await disclosureOf(app, request.query.school))));
    },
  );
}
