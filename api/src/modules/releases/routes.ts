import type { FastifyInstance } from 'fastify';
import { SiteRemotesSchema } from '@school/shared/contracts/remote-releases';
import type { ApiConfig } from '../../config.js';
import { SchoolQuery } from '../common.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { releaseChannelRoutes } from './channel-routes.js';
import { releaseRegisterRoutes } from './register-routes.js';
import { siteRemotes } from './site-remotes.js';

/**
 * The remotes' releases (docs/decisions/015-remote-releases.md): what a school's pages load of
 * each remote, read by the host, and the provider's registrations (register-routes.ts) and
 * channel changes (channel-routes.ts, by channel-change.ts).
 */
export async function releaseRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'releases');
  await app.register(releaseRegisterRoutes, { config });
  await app.register(releaseChannelRoutes);

  routes.get(
    '/Site/Remotes',
    route('public', {
      summary: 'Which version of each remote a school’s pages load: stable, canary and its share, the school’s pin, the kill switch (public; 304 to a matching If-None-Match)',
      description: 'A remote with no stable version registered answers `stable: null`: the host then loads the address its config.json names.',
      querystring: SchoolQuery,
      answers: revalidatedAnswers(SiteRemotesSchema),
    }),
    async (request, reply) => {
      // Every page asks this each minute (its first answer came in the page): answered no-cache
      // with its ETag, so a change reaches an open page at its next question and an unchanged
      // answer costs a 304.
      const answer = await siteRemotes(app, request.query.school);
      return sendRevalidated(request, reply, answer.json, answer.etag);
    },
  );
}
