import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { MessageSchema, SchoolRecordSchema } from '@school/shared/contracts/record-schemas';
import { recordAudit } from '../audit/audit-log.js';
import { ActiveFilter, found, Id } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { SCHOOL_NOT_FOUND, schoolDto } from './record.js';
import { schoolRepository } from './repository.js';
import { schoolSaveRoutes } from './save-routes.js';

const SchoolIdBody = z.strictObject({ schoolId: Id });

/** The provider's school calls (docs/product.md#api-calls); every one needs a provider token. Add and Update are save-routes.ts. */
export async function schoolRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'schools');
  const schools = schoolRepository(app.db);
  const school = (id: number) => found(schools.byId(id), SCHOOL_NOT_FOUND);
  await app.register(schoolSaveRoutes);

  routes.post(
    '/School/GetAll',
    // The provider manages inactive schools too: its table shows each one's Status, and a school
    // saved with Active unchecked (the form's default) must stay there to be edited. `active`
    // is accepted, as the client sends it (docs/product.md#api-calls), and changes nothing.
    route('provider', { summary: 'All schools, active or not', body: z.strictObject({ active: ActiveFilter }), answers: { 200: z.array(SchoolRecordSchema) } }),
    async () => {
      const rows = await schools.list();
      const hosts = await schools.hostNames(rows.map((row) => row.id));
      return rows.map((row) => schoolDto(row, hosts.get(row.id) ?? []));
    },
  );

  routes.post(
    '/School/GetById',
    route('provider', { summary: 'One school; dates as yyyy-MM-dd', body: SchoolIdBody, answers: { 200: SchoolRecordSchema } }),
    async (request) => {
      const row = await school(request.body.schoolId);
      return schoolDto(row, await schools.hostNamesOf(row.id));
    },
  );

  routes.post(
    '/School/Delete',
    route('provider', { summary: 'Deletes a school with its users, staff, alumni and events', body: SchoolIdBody, answers: { 200: MessageSchema } }),
    async (request) => {
      const row = await school(request.body.schoolId);
      // The log keeps the school's entries and this one (it has no foreign key to schools).
      await app.db.transaction().execute(async (trx) => {
        const hosts = await schoolRepository(trx).hostNamesOf(row.id);
        await schoolRepository(trx).delete(row.id);
        await recordAudit(trx, request, { action: 'delete', entity: 'school', entityId: row.id, schoolId: row.id, before: schoolDto(row, hosts) });
      });
      app.hosts.forget(); // its addresses went with it
      // Its media are its id's folder, which no other school ever has (its ledger rows went with it).
      await app.storage.removeSchool(row.id);
      await app.listCache.invalidate('all');
      return { message: 'School deleted successfully' };
    },
  );
}
