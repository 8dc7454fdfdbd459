import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Alumnus } from '../../db/schema.js';
import { storedPath } from '../../uploads/multipart-form.js';
import { activeRowsOnly, ActiveFilter, CHANGED_MEANWHILE, formId, Id, onlyFields, optionalText, schoolByCode, schoolCodeOf } from '../common.js';
import { alumnusDto, alumnusValues, FIELDS, NO_PHOTO, PHOTO } from './record.js';
import { alumniRepository, type AlumnusValues } from './repository.js';

export async function alumniRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const alumni = alumniRepository(app.db);

  routes.post(
    '/School/Alumni/GetAll',
    {
      config: { access: 'public' },
      schema: { tags: ['alumni'], summary: 'The alumni of a school (public)', body: z.strictObject({ active: ActiveFilter, SchoolCode: z.string().min(1) }) },
    },
    async (request, reply) => {
      const { SchoolCode, active } = request.body;
      const onlyActive = await activeRowsOnly(app.db, request, SchoolCode, active);
      const json = await app.listCache.get('alumni', `${SchoolCode.trim()}|${onlyActive}`, async () =>
        (await alumni.list((await schoolByCode(app.db, SchoolCode)).id, onlyActive)).map(alumnusDto),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownAlumnus(schoolId: number, id: number): Promise<Alumnus> {
    const row = await alumni.own(schoolId, id);
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
      const checked = alumnusValues(fields);
      const previous = mode === 'update' ? await ownAlumnus(schoolId, formId(fields.AlumniId, 'AlumniId')) : null;

      const file = form.files[0];
      const kept = optionalText(fields.photo);
      const keptPhoto = kept === NO_PHOTO ? null : kept;
      if (keptPhoto && keptPhoto !== previous?.photo) throw new HttpError(400, 'photo: not this alumnus’s photo');
      const photo = file ? storedPath(await schoolCodeOf(app.db, schoolId), 'alumni', file) : keptPhoto;
      const values: AlumnusValues = { ...checked, photo };
      const row = await app.storage.place(file && photo ? [[file.tempPath, photo]] : [], async () => {
        if (!previous) return alumni.insert(schoolId, request.principal?.userId ?? null, values);
        const updated = await alumni.update(previous, values);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
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
      await alumni.delete(row.id);
      await app.storage.remove([row.photo]);
      await app.listCache.invalidate('alumni');
      return { message: 'Alumnus deleted successfully!' };
    },
  );
}
