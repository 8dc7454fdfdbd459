import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALUMNI_FIELDS, ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Alumnus } from '../../db/schema.js';
import { storedPath, type FileRule } from '../../uploads/multipart-form.js';
import { activeRowsOnly, ActiveFilter, CHANGED_MEANWHILE, formField, formId, Id, normalizeDate, onlyFields, optionalText, schoolByCode, textFlag, toFlag } from '../common.js';

const PHOTO: FileRule = {
  kind: 'image',
  ...ALUMNI_PHOTO,
  maxCount: 1,
  tooMany: 'Send one photo only.',
};
const FIELDS = ['AlumniName', 'Email', 'Dob', 'SchoolId', 'PassOutYear', 'Description', 'Phone', 'CreatedBy', 'SchoolCode', 'AlumniId', 'Active', 'photo'];
/** The value the original clients store for "no photo" (spec section 3). */
const NO_PHOTO = '/photo';

export function alumnusDto(row: Alumnus) {
  return {
    alumniId: row.id,
    alumniName: row.alumni_name,
    email: row.email,
    dob: row.dob,
    passOutYear: row.pass_out_year,
    description: row.description,
    phone: row.phone,
    photo: row.photo,
    schoolId: row.school_id,
    active: row.active === 1,
  };
}

export async function alumniRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/School/Alumni/GetAll',
    {
      config: { access: 'public' },
      schema: { tags: ['alumni'], summary: 'The alumni of a school (public)', body: z.strictObject({ active: ActiveFilter, SchoolCode: z.string().min(1) }) },
    },
    async (request, reply) => {
      const { SchoolCode, active } = request.body;
      const onlyActive = await activeRowsOnly(app.db, request, SchoolCode, active);
      const json = await app.listCache.get('alumni', `${SchoolCode.trim()}|${onlyActive}`, async () => {
        const school = await schoolByCode(app.db, SchoolCode);
        let query = app.db.selectFrom('alumni').selectAll().where('school_id', '=', school.id);
        if (onlyActive) query = query.where('active', '=', 1);
        return (await query.orderBy('id').execute()).map(alumnusDto);
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownAlumnus(schoolId: number, id: number): Promise<Alumnus> {
    const row = await app.db.selectFrom('alumni').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Alumnus not found');
    return row;
  }

  routes.post(
    '/School/Alumni/GetById',
    {
      config: { access: 'school' },
      schema: { tags: ['alumni'], summary: 'One alumnus of the caller’s school', body: z.strictObject({ alumniId: Id, active: ActiveFilter }) },
    },
    async (request) => alumnusDto(await ownAlumnus(ownSchool(request), request.body.alumniId)),
  );

  async function save(request: FastifyRequest, mode: 'add' | 'update') {
    const schoolId = ownSchool(request);
    const form = await app.storage.receive(request, (field) => (field === 'file' ? PHOTO : null));
    try {
      const { fields } = form;
      onlyFields(fields, FIELDS);
      const name = formField(ALUMNI_FIELDS.alumniName, fields.AlumniName);
      const previous = mode === 'update' ? await ownAlumnus(schoolId, formId(fields.AlumniId, 'AlumniId')) : null;
      const school = await app.db.selectFrom('schools').select('school_code').where('id', '=', schoolId).executeTakeFirstOrThrow();

      const file = form.files[0];
      const kept = optionalText(fields.photo);
      const keptPhoto = kept === NO_PHOTO ? null : kept;
      if (keptPhoto && keptPhoto !== previous?.photo) throw new HttpError(400, 'photo: not this alumnus’s photo');
      const photo = file ? storedPath(school.school_code, 'alumni', file) : keptPhoto;

      const values = {
        alumni_name: name,
        email: formField(ALUMNI_FIELDS.email, fields.Email) || null,
        dob: normalizeDate(fields.Dob, 'Dob'),
        pass_out_year: optionalText(fields.PassOutYear),
        description: optionalText(fields.Description),
        phone: optionalText(fields.Phone),
        photo,
        active: toFlag(textFlag(fields.Active, true)),
      };
      const row = await app.storage.place(file && photo ? [[file.tempPath, photo]] : [], () =>
        previous
          ? app.db
              .updateTable('alumni')
              .set(values)
              .where('id', '=', previous.id)
              .where('photo', previous.photo === null ? 'is' : '=', previous.photo)
              .returningAll()
              .executeTakeFirstOrThrow(() => new HttpError(409, CHANGED_MEANWHILE))
          : app.db
              .insertInto('alumni')
              .values({ ...values, school_id: schoolId, created_by: request.principal?.userId ?? null })
              .returningAll()
              .executeTakeFirstOrThrow(),
      );
      if (previous?.photo && previous.photo !== photo) await app.storage.remove([previous.photo]);
      await app.listCache.invalidate('alumni');
      return alumnusDto(row);
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string) => ({
    tags: ['alumni'],
    summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data fields: file (new photo), ${FIELDS.join(', ')}. The school is the caller’s; photo '/photo' means none.`,
  });

  routes.post('/School/Alumni/Add', { config: { access: 'school' }, schema: multipartDoc('Adds an alumnus') }, async (request, reply) =>
    reply.status(201).send(await save(request, 'add')),
  );
  routes.post('/School/Alumni/Update', { config: { access: 'school' }, schema: multipartDoc('Updates an alumnus') }, (request) =>
    save(request, 'update'),
  );

  routes.post(
    '/School/Alumni/Delete',
    { config: { access: 'school' }, schema: { tags: ['alumni'], summary: 'Deletes an alumnus', body: z.strictObject({ alumniId: Id }) } },
    async (request) => {
      const row = await ownAlumnus(ownSchool(request), request.body.alumniId);
      await app.db.deleteFrom('alumni').where('id', '=', row.id).execute();
      await app.storage.remove([row.photo]);
      await app.listCache.invalidate('alumni');
      return { message: 'Alumnus deleted successfully!' };
    },
  );
}
