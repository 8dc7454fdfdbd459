import type { FastifyInstance } from 'fastify';
import { AlumnusRecordSchema } from '@school/shared/contracts/record-schemas';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { Alumnus } from '../../db/schema.js';
import { ActiveFilter, formId, onlyFields, optionalText } from '../common.js';
import { savedPicture, type SchoolRecordSaves } from '../school-record-saves.js';
import { auditedSave, ownRecord, recordKindRoutes, type SchoolRecords } from '../school-records.js';
import { alumnusDto, alumnusValues, FIELDS, NO_PHOTO, PHOTO } from './record.js';
import { alumniRepository, type AlumnusValues } from './repository.js';

/** The alumni's calls and saves, as their routes and an alumnus's drafts (modules/drafts) use them. */
export function alumniKind(app: FastifyInstance) {
  const alumni = alumniRepository(app.db);
  // The calls' path, OpenAPI tag and public list, the same for the reads and the saves.
  const where = { path: '/School/Alumni', tag: 'alumni', cache: 'alumni' } as const;
  const records: SchoolRecords<Alumnus, AlumnusRecord> = {
    ...where,
    entity: 'alumnus',
    codeField: 'SchoolCode',
    idField: 'alumniId',
    byIdFields: { active: ActiveFilter },
    answer: AlumnusRecordSchema,
    toAnswer: alumnusDto,
    repository: alumni,
    summaries: { list: 'The alumni of a school (public)', byId: 'One alumnus of the caller’s school', delete: 'Deletes an alumnus' },
    notFound: 'Alumnus not found',
    deleted: 'Alumnus deleted successfully!',
  };
  const ownAlumnus = ownRecord(records);

  const saves: SchoolRecordSaves<Alumnus, AlumnusRecord> = {
    ...where,
    summaries: { add: 'Adds an alumnus', update: 'Updates an alumnus' },
    description: `multipart/form-data fields: file (new photo), ${FIELDS.join(', ')}. The school is the caller’s; photo '/photo' means none.`,
    idField: 'AlumniId',
    keptFileField: (field) => (field === 'photo' ? 'file' : null),
    answer: AlumnusRecordSchema,
    ruleFor: (field) => (field === 'file' ? PHOTO : null),
    async plan({ fields, files }, schoolId, mode, request, also) {
      onlyFields(fields, FIELDS);
      const checked = alumnusValues(fields);
      const previous = mode === 'update' ? await ownAlumnus(schoolId, formId(fields.AlumniId, 'AlumniId')) : null;
      const kept = optionalText(fields.photo);
      const photo = savedPicture(schoolId, 'alumni', files[0], kept === NO_PHOTO ? null : kept, previous?.photo, 'photo: not this alumnus’s photo');
      const values: AlumnusValues = { ...checked, photo: photo.path };
      const audit = auditedSave(request, 'alumnus', schoolId, previous, alumnusDto, also);
      const insert = () => alumni.insert(schoolId, request.principal?.userId ?? null, values, audit);
      return { previous, ...photo, insert, update: (before) => alumni.update(before, values, audit) };
    },
    toAnswer: alumnusDto,
  };
  return { records, saves };
}

export const alumniRoutes = recordKindRoutes(alumniKind);
