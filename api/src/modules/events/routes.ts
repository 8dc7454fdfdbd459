import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EventRecordSchema, EventSavedSchema } from '@school/shared/contracts/record-schemas';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { answers, CHANGED_MEANWHILE, formId, onlyFields, schoolCodeOf } from '../common.js';
import { uploaderOf } from '../../plugins/storage.js';
import { auditedSave, schoolRecordRoutes } from '../school-records.js';
import { eventDto, eventMedia, eventText, FIELDS, fileRule, mediaColumns, savedAnswer } from './record.js';
import { eventRepository, type EventValues } from './repository.js';

export async function eventRoutes(app: FastifyInstance) {
  const events = eventRepository(app.db);
  const ownEvent = schoolRecordRoutes(app, {
    path: '/School/Activity',
    entity: 'event',
    tag: 'events',
    cache: 'activity',
    codeField: 'schoolcode',
    idField: 'activityGalleryid',
    answer: EventRecordSchema,
    toAnswer: async (row, schoolCode) => eventDto(row, await schoolCode()),
    repository: events,
    summaries: {
      list: 'The events of a school, newest first (public)',
      byId: 'One event of the caller’s school',
      delete: 'Deletes an event and its media',
    },
    notFound: 'Event not found',
    deleted: 'Event deleted successfully!',
  });

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
      const schoolCode = await schoolCodeOf(app.db, schoolId);
      const media = eventMedia(fields, form.files, previous, mode, schoolId);
      const values: EventValues = {
        ...text,
        ...mediaColumns(media.images, media.videos),
        active: 1, // events always send active true (spec section 4)
        last_modified_by: request.principal?.userId ?? null,
        last_modified_date: new Date().toISOString(),
      };
      const audit = auditedSave(request, 'event', schoolId, previous, (event) => eventDto(event, schoolCode));
      const row = await app.storage.place(uploaderOf(request, schoolId), media.moves, async () => {
        if (!previous) return events.insert(schoolId, values, audit);
        const updated = await events.update(previous, values, audit);
        if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
        return updated;
      });
      await app.storage.remove(schoolId, media.replaced);

      await app.listCache.invalidate('activity');

      return savedAnswer(row, mode);
    } finally {
      await form.discard();
    }
  }

  const multipartDoc = (summary: string, status: 200 | 201) => ({
    tags: ['events'],
    summary,
    consumes: ['multipart/form-data'],
    description:
      'multipart/form-data: Title, Description, ActivityDate, activityGalleryid (update); kept media as paths in Img1..Img8 and ' +
      'Video1..Video4; new files in Img{n}File (JPEG, PNG, WebP) and Video{n}File (MP4, WebM, at most 100 MB). At most 6 images ' +
      'and 2 videos in all; a new event needs at least 3 images. Answers Id, Img1..Img6, Video1..Video2 and a message.',
    response: answers({ [status]: EventSavedSchema }),
  });

  app.post('/School/Activity/Add', { config: { access: 'school' }, schema: multipartDoc('Adds an event', 201) }, async (request, reply) =>
    reply.status(201).send(await save(request, 'add')),
  );
  app.post('/School/Activity/Update', { config: { access: 'school' }, schema: multipartDoc('Updates an event', 200) }, (request) =>
    save(request, 'update'),
  );
}
