import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema, SchoolRecordSchema } from '@school/shared/contracts/record-schemas';
import { NewSchoolSchema } from '@school/shared/contracts/new-school';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { SchoolInputSchema, schoolCodeField } from '@school/shared/contracts/school';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { ActiveFilter, answers, found, Id } from '../common.js';
import { profileStore } from '../site/documents.js';
import { otherHostNamesOf, schoolColumns, schoolDto } from './record.js';
import { schoolRepository } from './repository.js';

/** The provider's school calls (docs/product.md#api-calls); every one needs a provider token. */
export async function schoolRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];
  const schools = schoolRepository(app.db);
  const profiles = profileStore(app.db);

  const codeTaken = (code: string) => `A school with the code ${code} already exists`;

  const school = (id: number) => found(schools.byId(id), 'School not found');

  routes.post(
    '/School/GetAll',
    // The provider manages inactive schools too: its table shows each one's Status, and a school
    // saved with Active unchecked (the form's default) must stay there to be edited. `active`
    // is accepted, as the client sends it (docs/product.md#api-calls), and changes nothing.
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'All schools, active or not', body: z.strictObject({ active: ActiveFilter }), response: answers({ 200: z.array(SchoolRecordSchema) }) },
    },
    async () => {
      const rows = await schools.list();
      const hosts = await schools.hostNames(rows.map((row) => row.id));
      return rows.map((row) => schoolDto(row, hosts.get(row.id) ?? []));
    },
  );

  routes.post(
    '/School/GetById',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'One school; dates as yyyy-MM-dd', body: z.strictObject({ schoolId: Id }), response: answers({ 200: SchoolRecordSchema }) },
    },
    async (request) => {
      const row = await school(request.body.schoolId);
      return schoolDto(row, (await schools.hostNames([row.id])).get(row.id) ?? []);
    },
  );

  routes.post(
    '/School/Add',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Adds a school, with its addresses and, optionally, what its site shows of its profile',
        body: NewSchoolSchema,
        response: answers({ 201: SchoolRecordSchema }),
      },
    },
    async (request, reply) => {
      const { profile, ...input } = request.body;
      const [row, hosts] = await uniquely(codeTaken(input.schoolCode), () =>
        app.db.transaction().execute(async (trx) => {
          const added = await schoolRepository(trx).insert(schoolColumns(input));
          const stored = await app.hosts.setAddresses(trx, added.id, added.website_url, input.otherHostNames ?? []); // its site answers at once
          if (profile) await profiles.set(added.id, { ...EMPTY_PROFILE, ...profile }, trx);
          await recordAudit(trx, request, { action: 'create', entity: 'school', entityId: added.id, schoolId: added.id, after: schoolDto(added, stored) });
          return [added, stored] as const;
        }),
      );
      app.hosts.forget();
      await app.listCache.invalidate('site'); // as a profile save does
      return reply.status(201).send(schoolDto(row, hosts));
    },
  );

  routes.post(
    '/School/Update',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Updates a school and its addresses (its profile is then the school admin’s: `profile` is refused)',
        // The code's rule is checked below, against the school's present code (contracts/school.ts).
        body: SchoolInputSchema.extend({ schoolId: Id, schoolCode: z.string().trim().min(1, 'School Code is required') }),
        response: answers({ 200: SchoolRecordSchema }),
      },
    },
    async (request) => {
      const { schoolId, ...input } = request.body;
      const previous = await school(schoolId);
      const code = schoolCodeField(previous.school_code).safeParse(input.schoolCode);
      if (!code.success) throw new HttpError(400, `schoolCode: ${code.error.issues[0]?.message}`);
      const [row, hosts] = await uniquely(codeTaken(input.schoolCode), () =>
        app.db.transaction().execute(async (trx) => {
          const repository = schoolRepository(trx);
          const previousHosts = (await repository.hostNames([schoolId])).get(schoolId) ?? [];
          // Left out, the other addresses stay: only the Website URL's moves.
          const others = input.otherHostNames ?? otherHostNamesOf(previous, previousHosts);
          const updated = await repository.update(schoolId, schoolColumns(input));
          const hosts = await app.hosts.setAddresses(trx, schoolId, updated.website_url, others);
          await recordAudit(trx, request, { action: 'update', entity: 'school', entityId: schoolId, schoolId, before: schoolDto(previous, previousHosts), after: schoolDto(updated, hosts) });
          return [updated, hosts] as const;
        }),
      );
      app.hosts.forget(); // the name or Active may have changed what an address answers
      // An inactive school's admins cannot log in; the sessions they already have end too.
      if (previous.active === 1 && row.active === 0) await schools.endSessionsOf(schoolId);
      await app.listCache.invalidate('all'); // the lists are cached by school code
      return schoolDto(row, hosts);
    },
  );

  routes.post(
    '/School/Delete',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Deletes a school with its users, staff, alumni and events',
        body: z.strictObject({ schoolId: Id }),
        response: answers({ 200: MessageSchema }),
      },
    },
    async (request) => {
      const row = await school(request.body.schoolId);
      // The log keeps the school's entries and this one (it has no foreign key to schools).
      await app.db.transaction().execute(async (trx) => {
        const hosts = (await schoolRepository(trx).hostNames([row.id])).get(row.id) ?? [];
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
