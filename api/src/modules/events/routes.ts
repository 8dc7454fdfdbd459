import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Activity } from '../../db/schema.js';
import { activeRowsOnly, ActiveFilter, CHANGED_MEANWHILE, formId, Id, onlyFields, schoolByCode, schoolCodeOf } from '../common.js';
import { eventDto, eventMedia, eventText, FIELDS, fileRule, mediaColumns, mediaOf, savedAnswer } from './record.js';
import { eventRepository, type EventValues } from './repository.js';

export async function eventRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const events = eventRepository(app.db);

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
        return (await events.list(school.id, onlyActive)).map((row) => eventDto(row, school.school_code));
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  async function ownEvent(schoolId: number, id: number): Promise<Activity> {
    const row = await events.own(schoolId, id);
    if (!row) throw new HttpError(404, 'Event not found');
    return row;
  }

  routes.post(
    '/School/Activity/GetById',
    {
      config: { access: 'school' },
      schema: { tags: ['events'], summary: 'One event of the caller’s school', body: z.strictObject({ activityGalleryid: Id }) },
    },
    async (request) => {
      const schoolId = ownSchool(request);
      return eventDto(await ownEvent(schoolId, request.body.activityGalleryid), await schoolCodeOf(app.db, schoolId));
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
      const { fields } = form;
      onlyFields(fields, FIELDS);
      const text = eventText(fields);
      const previous = mode === 'update' ? await ownEvent(schoolId, formId(fields.activityGalleryid, 'activityGalleryid')) : null;
      const media = eventMedia(fields, form.files, previous, mode, await schoolCodeOf(app.db, schoolId));
      const values: EventValues = {
        ...text,
        ...mediaColumns(media.images, media.videos),
        active: 1, // events always send active true (spec section 4)
        last_modified_by: request.principal?.userId ?? null,
        last_modified_date: new Date().toISOString(),
      };
      const row = await app.storage.place(media.moves, async () => {
        if (!previous) return events.insert(schoolId, values);
        const updated = await events.update(previous, values);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
      await app.storage.remove(media.replaced);

      await app.listCache.invalidate('activity');

      return savedAnswer(row, mode);
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
      await events.delete(row.id);
      const { images, videos } = mediaOf(row);
      await app.storage.remove([...images, ...videos]);
      await app.listCache.invalidate('activity');
      return { message: 'Event deleted successfully!' };
    },
  );
}
