import * as z from 'zod';

/*
 * What the API tells the renderer (decision 014), with RENDERER_TOKEN: the schools whose sites
 * are served, and every change of a school's content after a cursor (the audit log's entries:
 * which school and what, never who, from where, nor the values).
 */

export const PRERENDER_ROUTES = { schools: '/Internal/Prerender/Schools', changes: '/Internal/Prerender/Changes' } as const;

/** A school whose site is served, with every host name GET /Site answers it at (its Website URL's first). */
export const ServedSchoolSchema = z.object({ id: z.number(), code: z.string(), hosts: z.array(z.string()), demo: z.boolean() });
export type ServedSchool = z.infer<typeof ServedSchoolSchema>;

/** GET /Internal/Prerender/Schools: the schools, and the cursor to follow their changes from. */
export const PrerenderSchoolsSchema = z.object({ schools: z.array(ServedSchoolSchema), cursor: z.number() });

/** One change of a school's content: an audit log entry. */
export const ContentChangeSchema = z.object({
  id: z.number(),
  schoolId: z.number(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  at: z.string(),
});
export type ContentChange = z.infer<typeof ContentChangeSchema>;

/** GET /Internal/Prerender/Changes?after=<cursor>: the changes after it, oldest first, and the next cursor. */
export const PrerenderChangesSchema = z.object({ changes: z.array(ContentChangeSchema), cursor: z.number() });
