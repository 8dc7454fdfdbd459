import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { SearchAnswerSchema, SearchTextSchema } from '@school/shared/contracts/search';
import { SEARCH_RESULT_LIMIT, searchWords } from '@school/shared/contracts/search-words';
import type { Dialect } from '../../db/migrations.js';
import { SchoolCode } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { rankResults } from './ranking.js';
import { findEntries } from './search-index.js';

/**
 * How many entries the engine hands over for ranking. A school's pages, staff and events are a
 * few hundred entries, so this is every match but for a word nearly all of them hold; then the
 * engine's own ranking picks which, and the two databases may differ at the margin.
 */
const CANDIDATES = 300;

/** GET /Site/Search: the site search over a school's pages, staff and events, in both languages. */
export async function searchRoutes(app: FastifyInstance, { dialect }: { dialect: Dialect }) {
  const { routes, route } = moduleRoutes(app, 'search');

  routes.get(
    '/Site/Search',
    route('public', {
      summary: 'Finds a school’s pages, staff and events by words in English or Hindi (public)',
      description:
        'Every word must be found; the last one may be the start of a word. Results are best first, at most ' +
        `${SEARCH_RESULT_LIMIT}; \`more\` says there were others. Snippets are plain text.`,
      querystring: z.strictObject({ school: SchoolCode, q: SearchTextSchema }),
      answers: { 200: SearchAnswerSchema },
    }),
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      const asked = searchWords(request.query.q);
      const found = await findEntries(app.db, dialect, school.id, asked, CANDIDATES);
      // A school's edit shows in the next search.
      reply.header('Cache-Control', 'no-store');
      return rankResults(found, asked, SEARCH_RESULT_LIMIT);
    },
  );
}
