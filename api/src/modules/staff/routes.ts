import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_FIELDS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Staff } from '../../db/schema.js';
import { storedPath, type FileRule } from '../../uploads/multipart-form.js';
import {
  activeRowsOnly,
  CHANGED_MEANWHILE,
  ActiveFilter,
  formField,
  formId,
  Id,
  normalizeDate,
  onlyFields,
  optionalText,
  schoolByCode,
  textFlag,
  toFlag,
} from '../common.js';

const PHOTO: FileRule = {
  kind: 'image',
  ...STAFF_PICTURE,
  maxCount: 1,
  tooMany: 'Send one profile picture only.',
};
const FIELDS = ['profilePicUrl', 'fullName', 'designation', 'qualification', 'dob', 'email', 'phone1', 'schoolId', 'staffType', 'active', 'SchoolCode', 'schoolStaffId'];

/** A staff member as spec section 3 names the fields. */
export function staffDto(row: Staff) {
  return {
    schoolStaffId: row.id,
    fullName: row.full_name,
    designation: row.designation,
    qualification: row.qualification,
    phone1: row.phone1,
    email: row.email,
    roles: null,
    dob: row.dob,
    staffType: row.staff_type,
    active: row.active === 1,
    profilePicUrl: row.profile_pic_url,
    schoolId: row.school_id,
  };
}

export async function staffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/School/Staff/GetAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['staff'],
        summary: 'The staff of a school (public: the staff page shows it to visitors)',
        body: z.strictObject({ active: ActiveFilter, schoolCode: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const { schoolCode, active } = request.body;
      const onlyActive = await activeRowsOnly(app.db, request, schoolCode, active);
      const json = await app.listCache.get('staff', `${schoolCode.trim()}|${onlyActive}`, async () => {
        const school = await schoolByCode(app.db, schoolCode);
        let query = app.db.selectFrom('staff').selectAll().where('school_id', '=', school.id);
        if (onlyActive) query = query.where('active', '=', 1);
        return (await query.orderBy('id').execute()).map(staffDto);
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownStaff(schoolId: number, id: number): Promise<Staff> {
    const row = await app.db.selectFrom('staff').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Staff member not found');
    return row;
  }

  routes.post(
    '/School/Staff/GetById',
    {
      config: { access: 'school' },
      schema: { tags: ['staff'], summary: 'One staff member of the caller’s school', body: z.strictObject({ schoolStaffId: Id }) },
    },
    async (request) => staffDto(await ownStaff(ownSchool(request), request.body.schoolStaffId)),
  );

  /** Add and Update share one form (multipart, spec section 7). */
  async function save(request: FastifyRequest, existingId: 'new' | 'from-form') {
    const schoolId = ownSchool(request);
    const form = await app.storage.receive(request, (field) => (field === 'profilePic' ? PHOTO : null));
    try {
      const { fields } = form;
      onlyFields(fields, FIELDS);
      const fullName = formField(STAFF_FIELDS.fullName, fields.fullName);
      const designation = formField(STAFF_FIELDS.designation, fields.designation);
      const previous = existingId === 'new' ? null : await ownStaff(schoolId, formId(fields.schoolStaffId, 'schoolStaffId'));
      const school = await app.db.selectFrom('schools').select('school_code').where('id', '=', schoolId).executeTakeFirstOrThrow();

      const photo = form.files[0];
      const keptPicture = optionalText(fields.profilePicUrl);
      if (keptPicture && keptPicture !== previous?.profile_pic_url) throw new HttpError(400, 'profilePicUrl: not this staff member’s picture');
      const picture = photo ? storedPath(school.school_code, 'staff', photo) : keptPicture;

      const values = {
        full_name: fullName,
        designation,
        qualification: optionalText(fields.qualification),
        phone1: optionalText(fields.phone1),
        email: formField(STAFF_FIELDS.email, fields.email) || null,
        dob: normalizeDate(fields.dob, 'dob'),
        staff_type: optionalText(fields.staffType),
        active: toFlag(textFlag(fields.active, true)),
        profile_pic_url: picture,
      };
      const row = await app.storage.place(photo && picture ? [[photo.tempPath, picture]] : [], () =>
        previous
          ? app.db
              .updateTable('staff')
              .set(values)
              .where('id', '=', previous.id)
              .where('profile_pic_url', previous.profile_pic_url === null ? 'is' : '=', previous.profile_pic_url)
              .returningAll()
              .executeTakeFirstOrThrow(() => new HttpError(409, CHANGED_MEANWHILE))
          : app.db.insertInto('staff').values({ ...values, school_id: schoolId }).returningAll().executeTakeFirstOrThrow(),
      );
      if (previous?.profile_pic_url && previous.profile_pic_url !== picture) await app.storage.remove([previous.profile_pic_url]);
      await app.listCache.invalidate('staff');
      return staffDto(row);
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string) => ({
    tags: ['staff'],
    summary,
    consumes: ['multipart/form-data'],
    description: `multipart/form-data fields: profilePic (image file) or profilePicUrl (kept picture), ${FIELDS.filter((f) => f !== 'profilePicUrl').join(', ')}. The school is the caller’s.`,
  });

  routes.post('/School/Staff/Add', { config: { access: 'school' }, schema: multipartDoc('Adds a staff member') }, async (request, reply) =>
    reply.status(201).send(await save(request, 'new')),
  );
  routes.post('/School/Staff/Update', { config: { access: 'school' }, schema: multipartDoc('Updates a staff member') }, (request) =>
    save(request, 'from-form'),
  );

  routes.post(
    '/School/Staff/Delete',
    { config: { access: 'school' }, schema: { tags: ['staff'], summary: 'Deletes a staff member', body: z.strictObject({ schoolStaffId: Id }) } },
    async (request) => {
      const row = await ownStaff(ownSchool(request), request.body.schoolStaffId);
      await app.db.deleteFrom('staff').where('id', '=', row.id).execute();
      await app.storage.remove([row.profile_pic_url]);
      await app.listCache.invalidate('staff');
      return { message: 'Staff member deleted successfully!' };
    },
  );
}
