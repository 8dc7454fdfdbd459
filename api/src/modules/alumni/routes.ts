import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AlumnusRecordSchema } from '@school/shared/contracts/record-schemas';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { placements, storedPath } from '../../uploads/multipart-form.js';
import { uploaderOf } from '../../plugins/storage.js';
import { ActiveFilter, answers, CHANGED_MEANWHILE, formId, onlyFields, optionalText } from '../common.js';
import { auditedSave, schoolRecordRoutes } from '../school-records.js';
import { alumnusDto, alumnusValues, FIELDS, NO_PHOTO, PHOTO } from './record.js';
import { alumniRepository, type AlumnusValues } from './repository.js';

export async function alumniRoutes(app: FastifyInstance) {
  const alumni = alumniRepository(app.db);
  const ownAlumnus = schoolRecordRoutes(app, {
    path: '/School/Alumni',
    entity: 'alumnus',
    tag: 'alumni',
    cache: 'alumni',
    codeField: 'SchoolCode',
    idField: 'alumniId',
    byIdFields: { active: ActiveFilter },
    answer: AlumnusRecordSchema,
    toAnswer: alumnusDto,
    repository: alumni,
    summaries: { list: 'The alumni of a school (public)', byId: 'One alumnus of the caller’s school', delete: 'Deletes an alumnus' },
    notFound: 'Alumnus not found',
    deleted: 'Alumnus deleted successfully!',
  });

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
      const photo = file ? storedPath(schoolId, 'alumni', file) : keptPhoto;
      const values: AlumnusValues = { ...checked, photo };
      const audit = auditedSave(request, 'alumnus', schoolId, previous, alumnusDto);
      const row = await app.storage.place(uploaderOf(request, schoolId), file && photo ? placements(file, photo) : [], async () => {
        if (!previous) return alumni.insert(schoolId, request.principal?.userId ?? null, values, audit);
        const updated = await alumni.update(previous, values, audit);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
      if (previous?.photo && previous.photo !== photo) await app.storage.remove(schoolId, [previous.photo]);
      await app.listCache.invalidate('alumni');
      return alumnusDto(row);
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string, status: 200 | 201) => ({
    tags: ['alumni'],
    summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data fields: file (new photo), ${FIELDS.join(', ')}. The school is the caller’s; photo '/photo' means none.`,
    response: answers({ [status]: AlumnusRecordSchema }),
  });

  app.post('/School/Alumni/Add', { config: { access: 'school' }, schema: multipartDoc('Adds an alumnus', 201) }, async (request, reply) =>
    reply.status(201).send(await save(request, 'add')),
  );
  app.post('/School/Alumni/Update', { config: { access: 'school' }, schema: multipartDoc('Updates an alumnus', 200) }, (request) =>
    save(request, 'update'),
  );
}
