import * as z from 'zod';
import { SchoolProfileSchema } from './school-profile';

export { HOST_NAME, hostNameOf } from './host-name';

/** What GET /api/Site answers for a host name: the school the page belongs to. */
export const SiteSchema = z.object({
  schoolCode: z.string(),
  schoolName: z.string(),
  /** The database holds demo content (DEMO_CONTENT=1): every page says so. */
  demoContent: z.boolean(),
  profile: SchoolProfileSchema,
});
export type Site = z.infer<typeof SiteSchema>;

/** The 404 of GET /api/Site: no school has this address. */
export const NO_SCHOOL_HERE = 'No school at this address';
