import type { FastifyInstance } from 'fastify';
import { EventRecordSchema, EventSavedSchema } from '@school/shared/contracts/record-schemas';
import type { EventRecord } from '@school/shared/contracts/records';
import type { Activity } from '../../db/schema.js';
import { formId, onlyFields, schoolCodeOf } from '../common.js';
import type { SchoolRecordSaves } from '../school-record-saves.js';
import { auditedSave, ownRecord, recordKindRoutes, type SchoolRecords } from '../school-records.js';
import { eventDto, eventMedia, eventText, FIELDS, fileRule, mediaColumns, savedAnswer } from './record.js';
import { eventRepository, type EventValues } from './repository.js';

/** The events' calls and saves, as their routes and an event's drafts (modules/drafts) use them. */
export function eventKind(app: FastifyInstance) {
  const events = eventRepository(app.db);
  // The calls' path, OpenAPI tag and public list, the same for the reads and the saves.
  const where = { path: '/School/Activity', tag: 'events', cache: 'activity' } as const;
  const records: SchoolRecords<Activity, EventRecord> = {
    ...where,
    entity: 'event',
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
  };
  const ownEvent = ownRecord(records);

  const saves: SchoolRecordSaves<Activity, ReturnType<typeof savedAnswer>> = {
    ...where,
    summaries: { add: 'Adds an event', update: 'Updates an event' },
    description:
      'multipart/form-data: Title, Description, ActivityDate, activityGalleryid (update); kept media as paths in Img1..Img8 and ' +
      'Video1..Video4; new files in Img{n}File (JPEG, PNG, WebP) and Video{n}File (MP4, WebM, at most 100 MB). At most 6 images ' +
      'and 2 videos in all; a new event needs at least 3 images. Answers Id, Img1..Img6, Video1..Video2 and a message.',
    idField: 'activityGalleryid',
    keptFileField: (field) => (/^(Img|Video)\d+$/.test(field) ? `${field}File` : null),
    answer: EventSavedSchema,
    ruleFor: fileRule,
    /**
     * Kept media come back as their paths in Img{n} and Video{n}, new files in Img{n}File and
     * Video{n}File (docs/product.md#api-calls). Kept paths must be the event's own; the limits
     * count kept and new media together.
     */
    async plan({ fields, files }, schoolId, mode, request, also) {
      onlyFields(fields, FIELDS);
      const text = eventText(fields);
      const previous = mode === 'update' ? await ownEvent(schoolId, formId(fields.activityGalleryid, 'activityGalleryid')) : null;
      const schoolCode = await schoolCodeOf(app.db, schoolId);
      const { images, videos, moves, replaced } = eventMedia(fields, files, previous, mode, schoolId);
      const values: EventValues = {
        ...text,
        ...mediaColumns(images, videos),
        active: 1, // events always send active true (docs/product.md#record-fields)
        last_modified_by: request.principal?.userId ?? null,
        last_modified_date: new Date().toISOString(),
      };
      const audit = auditedSave(request, 'event', schoolId, previous, (event) => eventDto(event, schoolCode), also);
      return { previous, moves, replaced, insert: () => events.insert(schoolId, values, audit), update: (before) => events.update(before, values, audit) };
    },
    toAnswer: savedAnswer,
  };
  return { records, saves };
}

export const eventRoutes = recordKindRoutes(eventKind);
