import type { FastifyInstance } from 'fastify';
import { SiteRemotesSchema } from '@school/shared/contracts/remote-releases';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { releaseRepository } from './repository.js';

/**
 * What a school's pages load of each remote, as GET /Site/Remotes answers it, and GET /Site/Head
 * puts in the page: kept in memory (the list cache's `remotes`) until a change of a channel, a
 * pin or a school. An unknown or deactivated school is the 404 of every public read.
 */
export function siteRemotes(app: FastifyInstance, code: string) {
  return app.listCache.get('remotes', code.trim(), SiteRemotesSchema, async () => releaseRepository(app.db).site((await publicSchoolByCode(app.db, code)).id));
}
