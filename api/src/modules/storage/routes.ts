import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StorageUseSchema } from '@school/shared/contracts/storage';
import { ownSchool } from '../../plugins/auth.js';
import { answers } from '../common.js';

/** What the caller's school's uploads take and may take: Settings shows it, so a full school is no surprise. */
export async function storageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/School/Storage/Get',
    {
      config: { access: 'school' },
      schema: {
        tags: ['storage'],
        summary: 'How many bytes the caller’s school’s uploads take, and its quota (an upload past it answers 413)',
        body: z.strictObject({}),
        response: answers({ 200: StorageUseSchema }),
      },
    },
    async (request) => app.storage.use(ownSchool(request)),
  );
}
