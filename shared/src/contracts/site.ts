import * as z from 'zod';
import { OPTIONAL_PAGE_KINDS } from './page-kinds';
import { StoredSchoolProfileSchema } from './school-profile';

export { HOST_NAME, hostNameOf } from './host-name';

// The pages not every school has, without zod (page-kinds.ts), for the menu every page shows.
export { isOptionalPage, OPTIONAL_PAGE_KINDS, type OptionalPageKind } from './page-kinds';

/** What GET /api/Site answers for a host name: the school the page belongs to. */
export const SiteSchema = z.object({
  schoolCode: z.string(),
  schoolName: z.string(),
  /** A demo school (the demo seed's, schools.demo): every page says it is made up, and asks not to be indexed. */
  demoContent: z.boolean(),
  profile: StoredSchoolProfileSchema,
  /**
   * Which of the optional pages (OPTIONAL_PAGE_KINDS) the school has written: the menu offers
   * only these. Left out by an API older than it (an answer a browser may still hold for its
   * minute): then none is offered.
   */
  optionalPages: z.array(z.enum(OPTIONAL_PAGE_KINDS)).optional(),
});
export type Site = z.infer<typeof SiteSchema>;

/** The 404 of GET /api/Site: no school has this address. */
export const NO_SCHOOL_HERE = 'No school at this address';
