import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StaffRecordSchema } from '@school/shared/contracts/record-schemas';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { placements, storedPath } from '../../uploads/multipart-form.js';
import { uploaderOf } from '../../plugins/storage.js';
import { answers, CHANGED_MEANWHILE, formId, onlyFields, optionalText } from '../common.js';
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

  /** Add and Update share one form (multipart, spec section 7). */
  async function save(request: FastifyRequest, existingId: 'new' | 'from-form') {
    const schoolId = ownSchool(request);
    const form = await app.storage.receive(request, (field) => (field === 'profilePic' ? PHOTO : null));
    try {
      const { fields } = form;
      onlyFields(fields, FIELDS);
      const checked = staffValues(fields);
      const previous = existingId === 'new' ? null : await ownStaff(schoolId, formId(fields.schoolStaffId, 'schoolStaffId'));

      const photo = form.files[0];
      const keptPicture = optionalText(fields.profilePicUrl);
      if (keptPicture && keptPicture !== previous?.profile_pic_url) throw new HttpError(400, 'profilePicUrl: not this staff member’s picture');
      const picture = photo ? storedPath(schoolId, 'staff', photo) : keptPicture;
      const values: StaffValues = { ...checked, profile_pic_url: picture };
      const audit = auditedSave(request, 'staff', schoolId, previous ?? null, staffDto);
      const row = await app.storage.place(uploaderOf(request, schoolId), photo && picture ? placements(photo, picture) : [], async () => {
        if (!previous) return staff.insert(schoolId, values, audit);
        const updated = await staff.update(previous, values, audit);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
      if (previous?.profile_pic_url && previous.profile_pic_url !== picture) await app.storage.remove(schoolId, [previous.profile_pic_url]);
      await app.listCache.invalidate('staff');
      return staffDto(row);
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string, status: 200 | 201) => ({
    tags: ['staff'],
    summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data fields: profilePic (image file) or profilePicUrl (kept picture), ${FIELDS.filter((f) => f !== 'profilePicUrl').join(', ')}. The school is the caller’s.`,
    response: answers({ [status]: StaffRecordSchema }),
  });

  app.post('/School/Staff/Add', { config: { access: 'school' }, schema: multipartDoc('Adds a staff member', 201) }, async (request, reply) =>
    reply.status(201).send(await save(request, 'new')),
  );
  app.post('/School/Staff/Update', { config: { access: 'school' }, schema: multipartDoc('Updates a staff member', 200) }, (request) =>
    save(request, 'from-form'),
  );
}
