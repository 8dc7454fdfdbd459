import type { FastifyInstance } from 'fastify';
import { StorageUseSchema } from '@school/shared/contracts/storage';
import { ownSchool } from '../../plugins/auth.js';
import { NoFields } from '../common.js';
import { moduleRoutes } from '../route-options.js';

/** What the caller's school's uploads take and may take: Settings shows it, so a full school is no surprise. */
export async function storageRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'storage');

  routes.post(
    '/School/Storage/Get',
    route('school', {
      summary: 'How many bytes the caller’s school’s uploads take, and its quota (an upload past it answers 413)',
      body: NoFields,
      answers: { 200: StorageUseSchema },
    }),
    async (request) => app.storage.use(ownSchool(request)),
  );
}
