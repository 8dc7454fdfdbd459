import type { FastifyInstance } from 'fastify';
import { AlumnusRecordSchema } from '@school/shared/contracts/record-schemas';
import { ActiveFilter, formId, onlyFields, optionalText } from '../common.js';
import { savedPicture, schoolRecordSaves } from '../school-record-saves.js';
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

  schoolRecordSaves(app, {
    path: '/School/Alumni',
    tag: 'alumni',
    cache: 'alumni',
    summaries: { add: 'Adds an alumnus', update: 'Updates an alumnus' },
    description: `multipart/form-data fields: file (new photo), ${FIELDS.join(', ')}. The school is the caller’s; photo '/photo' means none.`,
    answer: AlumnusRecordSchema,
    ruleFor: (field) => (field === 'file' ? PHOTO : null),
    async plan({ fields, files }, schoolId, mode, request) {
      onlyFields(fields, FIELDS);
      const checked = alumnusValues(fields);
      const previous = mode === 'update' ? await ownAlumnus(schoolId, formId(fields.AlumniId, 'AlumniId')) : null;
      const kept = optionalText(fields.photo);
      const photo = savedPicture(schoolId, 'alumni', files[0], kept === NO_PHOTO ? null : kept, previous?.photo, 'photo: not this alumnus’s photo');
      const values: AlumnusValues = { ...checked, photo: photo.path };
      const audit = auditedSave(request, 'alumnus', schoolId, previous, alumnusDto);
      const insert = () => alumni.insert(schoolId, request.principal?.userId ?? null, values, audit);
      return { previous, ...photo, insert, update: (before) => alumni.update(before, values, audit) };
    },
    toAnswer: alumnusDto,
  });
}
