import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Staff } from '../../db/schema.js';
import { storedPath } from '../../uploads/multipart-form.js';
import { activeRowsOnly, ActiveFilter, CHANGED_MEANWHILE, formId, Id, onlyFields, optionalText, schoolByCode, schoolCodeOf } from '../common.js';
import { FIELDS, PHOTO, staffDto, staffValues } from './record.js';
import { staffRepository, type StaffValues } from './repository.js';

export async function staffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffRepository(app.db);

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
      const json = await app.listCache.get('staff', `${schoolCode.trim()}|${onlyActive}`, async () =>
        (await staff.list((await schoolByCode(app.db, schoolCode)).id, onlyActive)).map(staffDto),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownStaff(schoolId: number, id: number): Promise<Staff> {
    const row = await staff.own(schoolId, id);
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
      const checked = staffValues(fields);
      const previous = existingId === 'new' ? null : await ownStaff(schoolId, formId(fields.schoolStaffId, 'schoolStaffId'));

      const photo = form.files[0];
      const keptPicture = optionalText(fields.profilePicUrl);
      if (keptPicture && keptPicture !== previous?.profile_pic_url) throw new HttpError(400, 'profilePicUrl: not this staff member’s picture');
      const picture = photo ? storedPath(await schoolCodeOf(app.db, schoolId), 'staff', photo) : keptPicture;
      const values: StaffValues = { ...checked, profile_pic_url: picture };
      const row = await app.storage.place(photo && picture ? [[photo.tempPath, picture]] : [], async () => {
        if (!previous) return staff.insert(schoolId, values);
        const updated = await staff.update(previous, values);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
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
      await staff.delete(row.id);
      await app.storage.remove([row.profile_pic_url]);
      await app.listCache.invalidate('staff');
      return { message: 'Staff member deleted successfully!' };
    },
  );
}
