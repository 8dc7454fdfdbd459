/**
 * The kinds of page there are, without zod (pages.ts holds each kind's schema and re-exports
 * these), so what every page loads (the page-wide singleton's loadHome and draft preview) does
 * not download a schema library. pages.ts checks that PAGES has exactly these kinds.
 */
export const PAGE_KINDS = [
  'principal',
  'history',
  'contact',
  'disclosureDocuments',
  'disclosureAcademics',
  'disclosureInfrastructure',
  'rti',
  'committee',
  'classrooms',
  'labs',
  'sports',
  'namesake',
  'faqs',
  'vision',
  'dignitaries',
  'toppers',
  'about',
  'gallery',
  'links',
  'copyright',
  'hyperlinking',
  'privacy',
  'terms',
  'moderation',
  'accessibility',
  'help',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The home page's sections that are pages, in the order it shows them: GET /Site/Home answers them at once. */
export const HOME_KINDS = ['vision', 'dignitaries', 'toppers', 'about', 'gallery', 'links'] as const satisfies readonly PageKind[];
export type HomeKind = (typeof HOME_KINDS)[number];

/**
 * The pages GIGW asks for that have a default text in code (policy-defaults.ts): shown while the
 * school has written nothing, so the setup checklist does not ask for them.
 */
export const POLICY_KINDS = ['copyright', 'hyperlinking', 'privacy', 'terms', 'moderation', 'accessibility', 'help'] as const satisfies readonly PageKind[];
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const isPolicyKind = (kind: string): kind is PolicyKind => (POLICY_KINDS as readonly string[]).includes(kind);

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
