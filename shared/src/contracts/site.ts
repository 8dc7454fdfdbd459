import * as z from 'zod';
import type { PageKind } from './pages';
import { StoredSchoolProfileSchema } from './school-profile';

export { HOST_NAME, hostNameOf } from './host-name';

/**
 * The pages not every school has: the namesake page (not every school is named after someone),
 * the science labs (a primary school has none) and sports. While one of them is not written its
 * route says it is being set up, and the menu leaves it out (GET /Site says which are written).
 * The others are every school's: the GIGW policies have a default text, the rest the school
 * is asked for by its setup checklist.
 */
export const OPTIONAL_PAGE_KINDS = ['namesake', 'labs', 'sports'] as const satisfies readonly PageKind[];
export type OptionalPageKind = (typeof OPTIONAL_PAGE_KINDS)[number];
export const isOptionalPage = (kind: string): kind is OptionalPageKind => (OPTIONAL_PAGE_KINDS as readonly string[]).includes(kind);

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
