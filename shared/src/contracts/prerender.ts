import * as z from 'zod';
import { BannerAlertSchema } from './alerts';
import { SiteRemotesSchema } from './remote-releases';

/*
 * What the API tells the renderer (decision 014), with RENDERER_TOKEN: the schools whose sites
 * are served, every change of a school's content after a cursor (the audit log's entries:
 * which school and what, never who, from where, nor the values), and the content remote's
 * versions its channel gives schools (decision 015).
 */

export const PRERENDER_ROUTES = {
  schools: '/Internal/Prerender/Schools',
  changes: '/Internal/Prerender/Changes',
  content: '/Internal/Prerender/Content',
  remotes: '/Internal/Prerender/Remotes',
  alerts: '/Internal/Prerender/Alerts',
} as const;

/** A school whose site is served, with every host name GET /Site answers it at (its Website URL's first). */
export const ServedSchoolSchema = z.object({ id: z.number(), code: z.string(), hosts: z.array(z.string()), demo: z.boolean() });
export type ServedSchool = z.infer<typeof ServedSchoolSchema>;

/** GET /Internal/Prerender/Schools: the schools, and the cursor to follow their changes from. */
export const PrerenderSchoolsSchema = z.object({ schools: z.array(ServedSchoolSchema), cursor: z.number() });

/**
 * One change of a school's content: an audit log entry. No school (null) only for the provider's
 * alerts, which show on every school's site.
 */
export const ContentChangeSchema = z.object({
  id: z.number(),
  schoolId: z.number().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  at: z.string(),
});
export type ContentChange = z.infer<typeof ContentChangeSchema>;

/** GET /Internal/Prerender/Changes?after=<cursor>: the changes after it, oldest first, and the next cursor. */
export const PrerenderChangesSchema = z.object({ changes: z.array(ContentChangeSchema), cursor: z.number() });

/**
 * GET /Internal/Prerender/Content: the content remote's versions a school's visitors load unless
 * they are in the canary: a school's pin, else the stable version; with neither, the one the
 * host's config.json names. Asked at every poll: a promote or a rollback has no school, so it is
 * not in the change feed. `releases` grows with every change of any remote's channel or pins
 * (the sum of their revisions): the releases each school's page head names are then written again.
 */
export const PrerenderContentSchema = z.object({
  stable: z.string().nullable(),
  pins: z.array(z.object({ schoolId: z.number(), version: z.string() })),
  releases: z.number(),
});
export type PrerenderContent = z.infer<typeof PrerenderContentSchema>;

/**
 * GET /Internal/Prerender/Remotes: what GET /Site/Remotes answers for every school at once, asked
 * when `releases` changed: a school's pin if it has one (`pinned`), else `everySchool`'s. One
 * question for all schools, however many, so a kill switch reaches every school's remotes.json
 * within a poll.
 */
export const PrerenderRemotesSchema = z.object({
  everySchool: SiteRemotesSchema,
  pinned: z.array(z.object({ schoolId: z.number(), remotes: SiteRemotesSchema })),
});
export type PrerenderRemotes = z.infer<typeof PrerenderRemotesSchema>;

/**
 * GET /Internal/Prerender/Alerts[?school=<id>]: the alerts not ended yet (current and scheduled)
 * of every school (`everySchool`: the provider's) and of each school that has any, or of that one
 * school only; the renderer writes each school's /alerts.json from them (theirs and every
 * school's), so a visitor's page asks the API nothing for its banner.
 */
export const PrerenderAlertsSchema = z.object({
  everySchool: z.array(BannerAlertSchema),
  schools: z.array(z.object({ schoolId: z.number(), alerts: z.array(BannerAlertSchema) })),
});
export type PrerenderAlerts = z.infer<typeof PrerenderAlertsSchema>;
