import path from 'node:path';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SchoolInputSchema, type SchoolInput, type SchoolRecord } from '@school/shared/contracts/school';
import { HttpError, uniquely } from '../../plugins/errors.js';
import type { School } from '../../db/schema.js';
import { schoolFolder } from '../../uploads/multipart-form.js';
import { referencedMedia } from '../../uploads/stored-media.js';
import { ActiveFilter, Id, toFlag } from '../common.js';

const date = (value: string) => value.slice(0, 10);

export function schoolDto(row: School): SchoolRecord {
  return {
    schoolId: row.id,
    schoolName: row.school_name,
    schoolCode: row.school_code,
    contactPerson1: row.contact_person1,
    contact1: row.contact1,
    contactPerson2: row.contact_person2 ?? '',
    contact2: row.contact2 ?? '',
    schoolWebSiteUrl: row.website_url,
    schoolWebSiteDomainName: row.website_domain_name ?? '',
    schoolWebSiteDomain: row.website_domain ?? '',
    domainNamePurchaseDate: row.domain_purchase_date,
    domainNameRenewDate: row.domain_renew_date,
    domainNameExpireDate: row.domain_expire_date,
    amcstartDate: row.amc_start_date,
    amcendDate: row.amc_end_date,
    active: row.active === 1,
  };
}

export function schoolColumns(input: SchoolInput) {
  return {
    school_name: input.schoolName,
    school_code: input.schoolCode,
    contact_person1: input.contactPerson1,
    contact1: input.contact1,
    contact_person2: input.contactPerson2 || null,
    contact2: input.contact2 || null,
    website_url: input.schoolWebSiteUrl,
    website_domain_name: input.schoolWebSiteDomainName || null,
    website_domain: input.schoolWebSiteDomain || null,
    domain_purchase_date: date(input.domainNamePurchaseDate),
    domain_renew_date: date(input.domainNameRenewDate),
    domain_expire_date: date(input.domainNameExpireDate),
    amc_start_date: date(input.amcstartDate),
    amc_end_date: date(input.amcendDate),
    active: toFlag(input.active),
  };
}

/** The provider's school calls (spec section 7); every one needs a provider token. */
export async function schoolRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  const codeTaken = (code: string) => `A school with the code ${code} already exists`;

  async function school(id: number): Promise<School> {
    const row = await app.db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'School not found');
    return row;
  }

  routes.post(
    '/School/GetAll',
    // The provider manages inactive schools too: its table shows each one's Status, and a school
    // saved with Active unchecked (the form's default) must stay there to be edited. `active`
    // is accepted, as the client sends it (spec section 7), and changes nothing.
    { config: { access: 'provider' }, schema: { tags, summary: 'All schools, active or not', body: z.strictObject({ active: ActiveFilter }) } },
    async () => (await app.db.selectFrom('schools').selectAll().orderBy('school_name').execute()).map(schoolDto),
  );

  routes.post(
    '/School/GetById',
    { config: { access: 'provider' }, schema: { tags, summary: 'One school; dates as yyyy-MM-dd', body: z.strictObject({ schoolId: Id }) } },
    async (request) => schoolDto(await school(request.body.schoolId)),
  );

  routes.post(
    '/School/Add',
    { config: { access: 'provider' }, schema: { tags, summary: 'Adds a school', body: SchoolInputSchema } },
    async (request, reply) => {
      const row = await uniquely(codeTaken(request.body.schoolCode), () =>
        app.db.insertInto('schools').values(schoolColumns(request.body)).returningAll().executeTakeFirstOrThrow(),
      );
      return reply.status(201).send(schoolDto(row));
    },
  );

  routes.post(
    '/School/Update',
    { config: { access: 'provider' }, schema: { tags, summary: 'Updates a school', body: SchoolInputSchema.extend({ schoolId: Id }) } },
    async (request) => {
      const { schoolId, ...input } = request.body;
      const previous = await school(schoolId);
      const row = await uniquely(codeTaken(input.schoolCode), () =>
        app.db.updateTable('schools').set(schoolColumns(input)).where('id', '=', schoolId).returningAll().executeTakeFirstOrThrow(),
      );
      // An inactive school's admins cannot log in; the sessions they already have end too.
      if (previous.active === 1 && row.active === 0) {
        await app.db
          .updateTable('users')
          .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
          .where('school_id', '=', schoolId)
          .execute();
      }
      await app.listCache.invalidate('all'); // the lists are cached by school code
      return schoolDto(row);
    },
  );

  routes.post(
    '/School/Delete',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Deletes a school with its users, staff, alumni and events', body: z.strictObject({ schoolId: Id }) },
    },
    async (request) => {
      const row = await school(request.body.schoolId);
      const media = await referencedMedia(app.db, row.id);
      await app.db.deleteFrom('schools').where('id', '=', row.id).execute();
      // The school's folders go too, once empty: those its media were in, and its current one.
      const folder = schoolFolder(row.school_code);
      const mediaFolders = media.map((file) => path.posix.dirname(file));
      await app.storage.remove(media, [
        ...mediaFolders,
        ...mediaFolders.map((dir) => path.posix.dirname(dir)),
        ...['staff', 'alumni', 'events'].map((sub) => `${folder}/${sub}`),
        folder,
      ]);
      await app.listCache.invalidate('all');
      return { message: 'School deleted successfully' };
    },
  );
}
