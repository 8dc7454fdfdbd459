import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENT_FIELDS, EVENT_MEDIA_LIMITS, EVENT_MESSAGES } from '@school/shared/contracts/events';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { IMAGE_SLOTS, VIDEO_SLOTS, type Activity } from '../../db/schema.js';
import { storedPath, type FileRule } from '../../uploads/multipart-form.js';
import { activeRowsOnly, ActiveFilter, CHANGED_MEANWHILE, formField, formId, Id, normalizeDateTime, onlyFields, optionalText, schoolByCode } from '../common.js';

// The limits and messages of spec sections 5 and 9: the event dialog's own.
const IMAGE: FileRule = {
  kind: 'image',
  maxBytes: EVENT_MEDIA_LIMITS.maxImageBytes,
  refusal: EVENT_MESSAGES.imageType,
  maxCount: EVENT_MEDIA_LIMITS.maxImages,
  tooMany: EVENT_MESSAGES.tooManyImages,
};
const VIDEO: FileRule = {
  kind: 'video',
  maxBytes: EVENT_MEDIA_LIMITS.maxVideoBytes,
  refusal: EVENT_MESSAGES.badVideo,
  maxCount: EVENT_MEDIA_LIMITS.maxVideos,
  tooMany: EVENT_MESSAGES.tooManyVideos,
};

const KEPT_IMAGE_FIELDS = IMAGE_SLOTS.map((_, index) => `Img${index + 1}`);
const KEPT_VIDEO_FIELDS = VIDEO_SLOTS.map((_, index) => `Video${index + 1}`);
const FIELDS = [
  'Title', 'Description', 'ActivityDate', 'Active', 'SchoolId', 'SchoolCode', 'CreatedBy', 'LastModifiedBy',
  'CreatedDate', 'LastModifiedDate', 'activityGalleryid', ...KEPT_IMAGE_FIELDS, ...KEPT_VIDEO_FIELDS,
];

function fileRule(field: string): FileRule | null {
  if (/^Img\d+File$/.test(field)) return IMAGE;
  if (/^Video\d+File$/.test(field)) return VIDEO;
  return null;
}

/** An event as spec section 3 names the fields. */
export function eventDto(row: Activity, schoolCode: string) {
  return {
    activityGalleryid: row.id,
    title: row.title,
    activityDate: row.activity_date,
    description: row.description,
    ...Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, row[slot]])),
    ...Object.fromEntries(VIDEO_SLOTS.map((slot) => [slot, row[slot]])),
    active: row.active === 1,
    schoolId: row.school_id,
    schoolCode,
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    createdDate: row.created_date,
    lastModifiedDate: row.last_modified_date,
  };
}

const MEDIA_SLOTS = [...IMAGE_SLOTS, ...VIDEO_SLOTS];

const mediaOf = (row: Activity | null) => ({
  images: row ? IMAGE_SLOTS.map((slot) => row[slot]).filter((path): path is string => Boolean(path)) : [],
  videos: row ? VIDEO_SLOTS.map((slot) => row[slot]).filter((path): path is string => Boolean(path)) : [],
});

export async function eventRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/School/Activity/GetAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'The events of a school, newest first (public)',
        body: z.strictObject({ active: ActiveFilter, schoolcode: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const { schoolcode, active } = request.body;
      const onlyActive = await activeRowsOnly(app.db, request, schoolcode, active);
      const json = await app.listCache.get('activity', `${schoolcode.trim()}|${onlyActive}`, async () => {
        const school = await schoolByCode(app.db, schoolcode);
        let query = app.db.selectFrom('activities').selectAll().where('school_id', '=', school.id);
        if (onlyActive) query = query.where('active', '=', 1);
        const rows = await query.orderBy('activity_date', 'desc').orderBy('id', 'desc').execute();
        return rows.map((row) => eventDto(row, school.school_code));
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownEvent(schoolId: number, id: number): Promise<Activity> {
    const row = await app.db.selectFrom('activities').selectAll().where('id', '=', id).where('school_id', '=', schoolId).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Event not found');
    return row;
  }

  const schoolCodeOf = async (schoolId: number) =>
    (await app.db.selectFrom('schools').select('school_code').where('id', '=', schoolId).executeTakeFirstOrThrow()).school_code;

  routes.post(
    '/School/Activity/GetById',
    {
      config: { access: 'school' },
      schema: { tags: ['events'], summary: 'One event of the caller’s school', body: z.strictObject({ activityGalleryid: Id }) },
    },
    async (request) => {
      const schoolId = ownSchool(request);
      return eventDto(await ownEvent(schoolId, request.body.activityGalleryid), await schoolCodeOf(schoolId));
    },
  );

  /**
   * Add and Update share one multipart form: kept media come back as their paths in Img{n} and
   * Video{n}, new files in Img{n}File and Video{n}File (spec section 7). Kept paths must be the
   * event's own; the limits count kept and new media together.
   */
  async function save(request: FastifyRequest, mode: 'add' | 'update') {
    const schoolId = ownSchool(request);
    const form = await app.storage.receive(request, fileRule);
    try {
      const { fields, files } = form;
      onlyFields(fields, FIELDS);
      const title = formField(EVENT_FIELDS.title, fields.Title);
      const activityDate = normalizeDateTime(fields.ActivityDate, 'ActivityDate', EVENT_MESSAGES.date);
      const description = formField(EVENT_FIELDS.description, fields.Description);

      const previous = mode === 'update' ? await ownEvent(schoolId, formId(fields.activityGalleryid, 'activityGalleryid')) : null;
      const before = mediaOf(previous);
      const keptImages = KEPT_IMAGE_FIELDS.map((field) => optionalText(fields[field])).filter((path): path is string => Boolean(path));
      const keptVideos = KEPT_VIDEO_FIELDS.map((field) => optionalText(fields[field])).filter((path): path is string => Boolean(path));
      if (keptImages.some((path) => !before.images.includes(path)) || keptVideos.some((path) => !before.videos.includes(path))) {
        throw new HttpError(400, 'A kept image or video is not one of this event’s own');
      }
      const newImages = files.filter((file) => file.type.startsWith('image/'));
      const newVideos = files.filter((file) => file.type.startsWith('video/'));
      const imageCount = keptImages.length + newImages.length;
      if (imageCount > EVENT_MEDIA_LIMITS.maxImages) throw new HttpError(400, EVENT_MESSAGES.tooManyImages);
      if (mode === 'add' && imageCount < EVENT_MEDIA_LIMITS.minNewEventImages) throw new HttpError(400, EVENT_MESSAGES.tooFewImages);
      if (keptVideos.length + newVideos.length > EVENT_MEDIA_LIMITS.maxVideos) throw new HttpError(400, EVENT_MESSAGES.tooManyVideos);

      const schoolCode = await schoolCodeOf(schoolId);
      const moves = files.map((file) => [file.tempPath, storedPath(schoolCode, 'events', file)] as [string, string]);
      const storedOf = (file: (typeof files)[number]) => moves[files.indexOf(file)]![1];
      const images = [...keptImages, ...newImages.map(storedOf)];
      const videos = [...keptVideos, ...newVideos.map(storedOf)];
      const now = new Date().toISOString();
      const userId = request.principal?.userId ?? null;
      const values = {
        title,
        activity_date: activityDate,
        description,
        ...Object.fromEntries(IMAGE_SLOTS.map((slot, index) => [slot, images[index] ?? null])),
        ...Object.fromEntries(VIDEO_SLOTS.map((slot, index) => [slot, videos[index] ?? null])),
        active: 1 as const, // events always send active true (spec section 4)
        last_modified_by: userId,
        last_modified_date: now,
      };
      const row = await app.storage.place(moves, () =>
        previous
          ? app.db
              .updateTable('activities')
              .set(values)
              .where('id', '=', previous.id)
              .where((eb) => eb.and(MEDIA_SLOTS.map((slot) => (previous[slot] === null ? eb(slot, 'is', null) : eb(slot, '=', previous[slot])))))
              .returningAll()
              .executeTakeFirstOrThrow(() => new HttpError(409, CHANGED_MEANWHILE))
          : app.db
              .insertInto('activities')
              .values({ ...values, school_id: schoolId, created_by: userId, created_date: now })
              .returningAll()
              .executeTakeFirstOrThrow(),
      );
      await app.storage.remove([...before.images, ...before.videos].filter((path) => !images.includes(path) && !videos.includes(path)));

      await app.listCache.invalidate('activity');

      // What the original clients read back: Id, Img1..Img6, Video1..Video2.
      return {
        Id: row.id,
        ...Object.fromEntries(IMAGE_SLOTS.slice(0, 6).map((slot, index) => [`Img${index + 1}`, row[slot]])),
        ...Object.fromEntries(VIDEO_SLOTS.slice(0, 2).map((slot, index) => [`Video${index + 1}`, row[slot]])),
        message: mode === 'add' ? 'Event added successfully!' : 'Event updated successfully!',
      };
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string) => ({
    tags: ['events'],
    summary,
    consumes: ['multipart/form-data'],
    description:
      'multipart/form-data: Title, Description, ActivityDate, activityGalleryid (update); kept media as paths in Img1..Img8 and ' +
      'Video1..Video4; new files in Img{n}File (JPEG, PNG, WebP) and Video{n}File (MP4, WebM, at most 100 MB). At most 6 images ' +
      'and 2 videos in all; a new event needs at least 3 images. Answers Id, Img1..Img6, Video1..Video2 and a message.',
  });

  routes.post('/School/Activity/Add', { config: { access: 'school' }, schema: multipartDoc('Adds an event') }, async (request, reply) =>
    reply.status(201).send(await save(request, 'add')),
  );
  routes.post('/School/Activity/Update', { config: { access: 'school' }, schema: multipartDoc('Updates an event') }, (request) =>
    save(request, 'update'),
  );

  routes.post(
    '/School/Activity/Delete',
    { config: { access: 'school' }, schema: { tags: ['events'], summary: 'Deletes an event and its media', body: z.strictObject({ activityGalleryid: Id }) } },
    async (request) => {
      const row = await ownEvent(ownSchool(request), request.body.activityGalleryid);
      await app.db.deleteFrom('activities').where('id', '=', row.id).execute();
      const { images, videos } = mediaOf(row);
      await app.storage.remove([...images, ...videos]);
      await app.listCache.invalidate('activity');
      return { message: 'Event deleted successfully!' };
    },
  );
}
