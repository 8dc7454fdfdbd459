import type { FastifyInstance } from 'fastify';
import { StaffRecordSchema } from '@school/shared/contracts/record-schemas';
import { formId, onlyFields, optionalText } from '../common.js';
import { savedPicture, schoolRecordSaves } from '../school-record-saves.js';
import { auditedSave, schoolRecordRoutes } from '../school-records.js';
import { FIELDS, PHOTO, staffDto, staffValues } from './record.js';
import { staffRepository, type StaffValues } from './repository.js';

export async function staffRoutes(app: FastifyInstance) {
  const staff = staffRepository(app.db);
  const ownStaff = schoolRecordRoutes(app, {
    path: '/School/Staff',
    entity: 'staff',
    tag: 'staff',
    cache: 'staff',
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
  });

  schoolRecordSaves(app, {
    path: '/School/Staff',
    tag: 'staff',
    cache: 'staff',
    summaries: { add: 'Adds a staff member', update: 'Updates a staff member' },
    description: `multipart/form-data fields: profilePic (image file) or profilePicUrl (kept picture), ${FIELDS.filter((f) => f !== 'profilePicUrl').join(', ')}. The school is the caller’s.`,
    answer: StaffRecordSchema,
    ruleFor: (field) => (field === 'profilePic' ? PHOTO : null),
    async plan({ fields, files }, schoolId, mode, request) {
      onlyFields(fields, FIELDS);
      const checked = staffValues(fields);
      const previous = mode === 'add' ? null : await ownStaff(schoolId, formId(fields.schoolStaffId, 'schoolStaffId'));
      const picture = savedPicture(schoolId, 'staff', files[0], optionalText(fields.profilePicUrl), previous?.profile_pic_url, 'profilePicUrl: not this staff member’s picture');
      const values: StaffValues = { ...checked, profile_pic_url: picture.path };
      const audit = auditedSave(request, 'staff', schoolId, previous, staffDto);
      return { previous, ...picture, insert: () => staff.insert(schoolId, values, audit), update: (before) => staff.update(before, values, audit) };
    },
    toAnswer: staffDto,
  });
}
