import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { SchoolRecordSchema } from '@school/shared/contracts/record-schemas';
import { NewSchoolSchema } from '@school/shared/contracts/new-school';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { SchoolInputSchema, schoolCodeField } from '@school/shared/contracts/school';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { found, Id } from '../common.js';
import { profileRepository } from '../documents/repository.js';
import { moduleRoutes } from '../route-options.js';
import { otherHostNamesOf, SCHOOL_NOT_FOUND, schoolColumns, schoolDto } from './record.js';
import { schoolRepository } from './repository.js';

/** The provider adds and updates schools with their addresses; a school code is unique (409 when taken). */
export async function schoolSaveRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'schools');
  const schools = schoolRepository(app.db);
  const profiles = profileRepository(app.db);

  const codeTaken = (code: string) => `A school with the code ${code} already exists`;

  routes.post(
    '/School/Add',
    route('provider', { summary: 'Adds a school, with its addresses and, optionally, what its site shows of its profile', body: NewSchoolSchema, answers: { 201: SchoolRecordSchema } }),
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
    route('provider', {
      summary: 'Updates a school and its addresses (its profile is then the school admin’s: `profile` is refused)',
      // The code's rule is checked below, against the school's present code (contracts/school.ts).
      body: SchoolInputSchema.extend({ schoolId: Id, schoolCode: z.string().trim().min(1, 'School Code is required') }),
      answers: { 200: SchoolRecordSchema },
    }),
    async (request) => {
      const { schoolId, ...input } = request.body;
      const previous = await found(schools.byId(schoolId), SCHOOL_NOT_FOUND);
      const code = schoolCodeField(previous.school_code).safeParse(input.schoolCode);
      if (!code.success) throw new HttpError(400, `schoolCode: ${code.error.issues[0]?.message}`);
      const [row, hosts] = await uniquely(codeTaken(input.schoolCode), () =>
        app.db.transaction().execute(async (trx) => {
          const repository = schoolRepository(trx);
          const previousHosts = await repository.hostNamesOf(schoolId);
          // Left out, the other addresses stay: only the Website URL's moves.
          const others = input.otherHostNames ?? otherHostNamesOf(previous, previousHosts);
          const updated = await repository.update(schoolId, schoolColumns(input));
          const hosts = await app.hosts.setAddresses(trx, schoolId, updated.website_url, others);
          // An inactive school's users cannot log in; the sessions they already have end with the
          // write that deactivates it (any write that leaves it inactive: ending none is cheap).
          if (updated.active === 0) await repository.endSessionsOf(schoolId);
          await recordAudit(trx, request, { action: 'update', entity: 'school', entityId: schoolId, schoolId, before: schoolDto(previous, previousHosts), after: schoolDto(updated, hosts) });
          return [updated, hosts] as const;
        }),
      );
      app.hosts.forget(); // the name or Active may have changed what an address answers
      await app.listCache.invalidate('all'); // the lists are cached by school code
      return schoolDto(row, hosts);
    },
  );
}
