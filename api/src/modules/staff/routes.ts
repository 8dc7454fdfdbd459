import type { FastifyInstance } from 'fastify';
import { StaffRecordSchema } from '@school/shared/contracts/record-schemas';
import type { StaffRecord } from '@school/shared/contracts/records';
import type { Staff } from '../../db/schema.js';
import { formId, onlyFields, optionalText } from '../common.js';
import { savedPicture, type SchoolRecordSaves } from '../school-record-saves.js';
import { auditedSave, ownRecord, recordKindRoutes, type SchoolRecords } from '../school-records.js';
import { FIELDS, PHOTO, staffDto, staffValues } from './record.js';
import { staffRepository, type StaffValues } from './repository.js';

/** The staff's calls and saves, as their routes and a staff member's drafts (modules/drafts) use them. */
export function staffKind(app: FastifyInstance) {
  const staff = staffRepository(app.db);
  // The calls' path, OpenAPI tag and public list, the same for the reads and the saves.
  const where = { path: '/School/Staff', tag: 'staff', cache: 'staff' } as const;
  const records: SchoolRecords<Staff, StaffRecord> = {
    ...where,
    entity: 'staff',
    codeField: 'schoolCode',
    idField: 'schoolStaffId',
    answer: StaffRecordSchema,
    toAnswer: staffDto,
    repository: staff,
    summaries: {
      list: 'The staff of a school (public: the staff page shows it to visitors)',
      byId: 'One staff member of the caller’s school',
      delete: 'Deletes a staff member',
    },
    notFound: 'Staff member not found',
    deleted: 'Staff member deleted successfully!',
  };
  const ownStaff = ownRecord(records);

  const saves: SchoolRecordSaves<Staff, StaffRecord> = {
    ...where,
    summaries: { add: 'Adds a staff member', update: 'Updates a staff member' },
    description: `multipart/form-data fields: profilePic (image file) or profilePicUrl (kept picture), ${FIELDS.filter((f) => f !== 'profilePicUrl').join(', ')}. The school is the caller’s.`,
    idField: 'schoolStaffId',
    keptFileField: (field) => (field === 'profilePicUrl' ? 'profilePic' : null),
    answer: StaffRecordSchema,
    ruleFor: (field) => (field === 'profilePic' ? PHOTO : null),
    async plan({ fields, files }, schoolId, mode, request, also) {
      onlyFields(fields, FIELDS);
      const checked = staffValues(fields);
      const previous = mode === 'add' ? null : await ownStaff(schoolId, formId(fields.schoolStaffId, 'schoolStaffId'));
      const picture = savedPicture(schoolId, 'staff', files[0], optionalText(fields.profilePicUrl), previous?.profile_pic_url, 'profilePicUrl: not this staff member’s picture');
      const values: StaffValues = { ...checked, profile_pic_url: picture.path };
      const audit = auditedSave(request, 'staff', schoolId, previous, staffDto, also);
      return { previous, ...picture, insert: () => staff.insert(schoolId, values, audit), update: (before) => staff.update(before, values, audit) };
    },
    toAnswer: staffDto,
  };
  return { records, saves };
}

export const staffRoutes = recordKindRoutes(staffKind);
