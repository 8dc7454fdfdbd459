import * as z from 'zod';
import { choice, date, group, link, list, paragraphs, pdf, picture, plain, quantity, text, youtubeId } from './page-fields';
import { DISCLOSURE_DOCUMENT_TITLES, type CertificateKey, type DisclosureDocumentKey } from './disclosure';
import { PAGE_KINDS, type HomeKind, type PageKind } from './page-kinds';

// The kinds of page (PAGE_KINDS, HOME_KINDS, POLICY_KINDS) live in page-kinds.ts, without zod,
// for what every page loads.
export * from './page-kinds';

/**
 * Every page's content as a typed document, one per school and kind (DESIGN.md: content is
 * data, typed once). The API validates and stores them, remote-content renders them, and the
 * school admin's editor is drawn from them. The headings of the spec's pages stay in code; what
 * a school says under them is here. Nothing is required: what is empty is left off the page.
 */

const rosterRow = group('Person', {
  name: plain('Name'),
  designation: text('Designation'),
  dateOfJoining: plain('Date of joining', { hint: 'As it should be shown, e.g. 01/07/2015' }),
  dateOfPresentPost: plain('Date of present post'),
  subject: text('Subject'),
  employeeCode: plain('Employee code', { max: 40 }),
});

export const PrincipalMessageSchema = z.strictObject({
  salutation: text('Salutation', { hint: 'e.g. Dear Students, Parents and Well-wishers,' }),
  message: paragraphs('Message'),
  name: plain('Principal’s name'),
  designation: text('Designation'),
  photo: picture('Photo of the principal'),
});

export const SchoolHistorySchema = z.strictObject({
  history: paragraphs('History'),
  picture: picture('Picture'),
});

export const ClassroomsSchema = z.strictObject({
  description: paragraphs('Description'),
  picture: picture('Picture'),
});

export const ScienceLabsSchema = z.strictObject({
  banner: picture('Banner picture'),
  intro: paragraphs('Introduction'),
  labs: list('Laboratories', 'Laboratory', group('Laboratory', { name: text('Name'), description: paragraphs('Description'), picture: picture('Picture') }), { max: 12 }),
});

export const SportsSchema = z.strictObject({
  banner: picture('Banner picture'),
  description: paragraphs('Description'),
  gallery: list('Sports gallery', 'Picture', picture('Picture'), { max: 12 }),
});

export const NamesakeSchema = z.strictObject({
  name: text('Name'),
  subtitle: text('Subtitle', { hint: 'e.g. The martyr after whom our school is named' }),
  introduction: paragraphs('Introduction'),
  storyHeading: text('Heading of the story'),
  story: paragraphs('Story'),
  photo: picture('Photo'),
  photoCaption: text('Caption of the photo'),
  biodata: list('Biodata', 'Fact', group('Fact', { label: text('Label', { hint: 'e.g. Place of Birth' }), value: text('Value') }), { max: 20 }),
});

export const FaqsSchema = z.strictObject({
  banner: picture('Banner picture'),
  intro: paragraphs('Introduction'),
  questions: list('Questions', 'Question', group('Question', { question: text('Question', { max: 500 }), answer: paragraphs('Answer', { max: 5000 }) }), { max: 100 }),
});

export const RosterSchema = z.strictObject({
  people: list('People', 'Person', rosterRow, { max: 100 }),
});

/** CBSE's Mandatory Public Disclosure, section B: one slot per document Appendix IX lists (contracts/disclosure.ts). */
const documentFields = () => ({ document: pdf('Document (PDF)', 'A self-attested copy'), issuedOn: date('Date of issue') });
const datedDocument = (key: DisclosureDocumentKey) => group(DISCLOSURE_DOCUMENT_TITLES[key], documentFields());

/** A certificate CBSE asks to be valid (CERTIFICATE_KEYS): also its last day of validity, which site health watches. */
const validDocument = (key: CertificateKey) =>
  group(DISCLOSURE_DOCUMENT_TITLES[key], {
    ...documentFields(),
    validUntil: date('Valid until', 'The last day the certificate is valid: site health warns 30 days before.'),
  });

export const DisclosureDocumentsSchema = z.strictObject({
  affiliation: datedDocument('affiliation'),
  registration: datedDocument('registration'),
  noc: datedDocument('noc'),
  rte: datedDocument('rte'),
  buildingSafety: validDocument('buildingSafety'),
  fireSafety: validDocument('fireSafety'),
  deo: datedDocument('deo'),
  waterHealthSanitation: validDocument('waterHealthSanitation'),
});

const committee = (label: string) =>
  group(label, {
    document: pdf('List of members (PDF)', 'Or type the members below, or both'),
    members: list('Members', 'Member', group('Member', { name: plain('Name'), role: text('Role', { hint: 'e.g. Chairperson, Parent member' }) }), { max: 40 }),
  });

const boardResult = group(
  'Year',
  {
    year: plain('Year', { hint: 'e.g. 2025', max: 9 }),
    registered: quantity('Students registered'),
    passed: quantity('Students passed', { hint: 'The pass percentage is computed from these two.' }),
    remarks: text('Remarks'),
  },
  { holds: (row) => row.registered === '' || row.passed === '' || Number(row.passed) <= Number(row.registered), message: 'At most as many as registered', at: 'passed' },
);

/** Section C, results and academics (the number of sections is what section D's ratio divides by). */
export const DisclosureAcademicsSchema = z.strictObject({
  feeStructure: pdf('Fee structure of the school (PDF)'),
  academicCalendar: pdf('Annual academic calendar (PDF)'),
  smc: committee('School Management Committee (SMC)'),
  pta: committee('Parents Teachers Association (PTA)'),
  classX: list('Class X board results', 'Year', boardResult, { max: 3, hint: 'The last three years, the latest first.' }),
  classXII: list('Class XII board results', 'Year', boardResult, { max: 3, hint: 'The last three years, the latest first.' }),
  sections: quantity('Number of sections', { hint: 'Of all classes together: the disclosure divides the teachers (PGT, TGT and PRT) by it.' }),
});

/** Section E, the school's infrastructure. */
export const DisclosureInfrastructureSchema = z.strictObject({
  campusArea: quantity('Total campus area (square metres)', { decimals: 2 }),
  classroomCount: quantity('Number of classrooms'),
  classroomSize: quantity('Size of a classroom (square metres)', { decimals: 2, hint: 'Their usual size.' }),
  labs: list('Laboratories, including computer labs', 'Laboratory', group('Laboratory', { name: text('Name', { hint: 'e.g. Physics lab' }), size: quantity('Size (square metres)', { decimals: 2 }) }), { max: 20 }),
  internet: choice('Internet facility', [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ]),
  girlsToilets: quantity('Number of girls’ toilets'),
  boysToilets: quantity('Number of boys’ toilets'),
  inspectionVideo: youtubeId('YouTube video of the inspection', 'The video covering the school’s infrastructure: the 11 characters after "v=" in its address.'),
});

export const ContactSchema = z.strictObject({
  intro: paragraphs('Introduction', { max: 1000 }),
  officeHours: text('Office hours', { hint: 'e.g. Monday to Saturday, 8:00 AM-4:00 PM' }),
  mapLatitude: plain('Map: latitude', { hint: 'In decimal degrees, north of the equator positive (from any online map)', max: 12 }),
  mapLongitude: plain('Map: longitude', { hint: 'In decimal degrees, east of Greenwich positive', max: 12 }),
  departments: list('Key departments', 'Department', group('Department', { name: text('Name'), description: text('What it is for', { max: 500 }), location: text('Where it is') }), { max: 20 }),
  timings: list('School timings', 'Timing', group('Timing', { label: text('For', { hint: 'e.g. Classes I to V' }), time: text('Time') }), { max: 20 }),
  closed: text('When the school is closed'),
});

export const VisionMissionSchema = z.strictObject({
  description: paragraphs('Introduction', { max: 1000 }),
  vision: paragraphs('Vision', { max: 2000 }),
  mission: paragraphs('Mission', { max: 2000 }),
});

export const DignitariesSchema = z.strictObject({
  intro: text('Introduction', { max: 500 }),
  people: list('People', 'Person', group('Person', { name: plain('Name'), title: text('Title'), photo: picture('Photo') }), { max: 8 }),
});

const topper = group('Student', {
  name: plain('Name'),
  score: plain('Score', { hint: 'As a percentage, e.g. 92.4%', max: 10 }),
  stream: text('Stream', { hint: 'Class XII only, e.g. Science' }),
  photo: picture('Photo'),
});

export const ToppersSchema = z.strictObject({
  classX: list('Class X', 'Student', topper, { max: 10 }),
  classXII: list('Class XII', 'Student', topper, { max: 10 }),
});

export const LinksSchema = z.strictObject({
  links: list('Useful links', 'Link', group('Link', { label: text('Name of the site'), url: link('Address (URL)'), logo: picture('Logo') }), { max: 12 }),
});

export const AboutSchema = z.strictObject({
  place: paragraphs('Where the school stands', { max: 3000, hint: 'Shown under the tab “About School”, beside the picture.' }),
  picture: picture('Picture of the school'),
  about: paragraphs('About the school', { max: 5000 }),
  videoId: youtubeId('YouTube video', 'The 11 characters after "v=" in the address of the school’s video; nothing reaches YouTube until a visitor plays it.'),
  videoTitle: text('Title of the video'),
});

export const GallerySchema = z.strictObject({
  pictures: list('Pictures', 'Picture', picture('Picture'), { max: 9 }),
});

const policyLink = group('Link', {
  label: text('Words of the link', { hint: 'e.g. Adobe Acrobat Reader' }),
  url: link('Address', 'A web address (https://…) or a page of this site, e.g. /contact', { sitePaths: true }),
});

/**
 * A page GIGW asks every site for (the policies, the accessibility statement, help): sections
 * under headings, each with its links. While the school has written nothing the site shows the
 * page's default text (policy-defaults.ts), so these pages are never empty.
 */
export const PolicySchema = z.strictObject({
  intro: paragraphs('Introduction', { max: 5000 }),
  sections: list(
    'Sections',
    'Section',
    group('Section', { heading: text('Heading'), text: paragraphs('Text', { max: 10_000 }), links: list('Links', 'Link', policyLink, { max: 20 }) }),
    { max: 30 },
  ),
});

/** What each kind of page is, where it is shown, and what GIGW and CBSE expect a school to publish. */
export const PAGES = {
  principal: { title: 'Principal’s Message', route: '/principalMessage', schema: PrincipalMessageSchema, required: true },
  history: { title: 'School History', route: '/schoolHistory', schema: SchoolHistorySchema, required: false },
  contact: { title: 'Contact Us', route: '/contact', schema: ContactSchema, required: true },
  // CBSE's Mandatory Public Disclosure, sections B, C and E (A is the profile's, D the staff's): /mandatory-public-disclosure shows them all.
  disclosureDocuments: { title: 'Mandatory Disclosure: Documents (B)', route: '/certificates_&_Approvals', schema: DisclosureDocumentsSchema, required: true },
  disclosureAcademics: { title: 'Mandatory Disclosure: Results and Academics (C)', route: '/academics', schema: DisclosureAcademicsSchema, required: true },
  disclosureInfrastructure: { title: 'Mandatory Disclosure: Infrastructure (E)', route: '/mandatory-public-disclosure', schema: DisclosureInfrastructureSchema, required: true },
  rti: { title: 'RTI', route: '/rti', schema: RosterSchema, required: true },
  committee: { title: 'School Commitee', route: '/committee', schema: RosterSchema, required: true },
  classrooms: { title: 'Classrooms', route: '/classRoom', schema: ClassroomsSchema, required: false },
  labs: { title: 'Science Labs', route: '/scienceLab', schema: ScienceLabsSchema, required: false },
  sports: { title: 'Sports', route: '/sports', schema: SportsSchema, required: false },
  namesake: { title: 'About the martyr', route: '/aboutSahid', schema: NamesakeSchema, required: false },
  faqs: { title: 'Frequently Asked Questions', route: '/faqs', schema: FaqsSchema, required: false },
  vision: { title: 'Home: Vision and Mission', route: '/', schema: VisionMissionSchema, required: false },
  dignitaries: { title: 'Home: Leadership', route: '/', schema: DignitariesSchema, required: false },
  toppers: { title: 'Home: Top performers', route: '/', schema: ToppersSchema, required: false },
  about: { title: 'Home: About the school', route: '/', schema: AboutSchema, required: false },
  gallery: { title: 'Home: Photo gallery', route: '/', schema: GallerySchema, required: false },
  links: { title: 'Home: Useful links', route: '/', schema: LinksSchema, required: false },
  copyright: { title: 'Copyright Policy', route: '/copyright-policy', schema: PolicySchema, required: true },
  hyperlinking: { title: 'Hyperlinking Policy', route: '/hyperlinking-policy', schema: PolicySchema, required: true },
  privacy: { title: 'Privacy Policy', route: '/privacy-policy', schema: PolicySchema, required: true },
  terms: { title: 'Terms and Conditions', route: '/terms-and-conditions', schema: PolicySchema, required: true },
  moderation: { title: 'Content Moderation and Approval Policy', route: '/content-moderation-policy', schema: PolicySchema, required: true },
  accessibility: { title: 'Accessibility Statement', route: '/accessibility-statement', schema: PolicySchema, required: true },
  help: { title: 'Help', route: '/help', schema: PolicySchema, required: true },
} as const satisfies Record<PageKind, { title: string; route: string; schema: z.ZodType; required: boolean }>;

export type PageContent<K extends PageKind> = z.infer<(typeof PAGES)[K]['schema']>;
export type HomeContent = { [K in HomeKind]: PageContent<K> };

/** The home page's sections and when the latest of them was saved (null while none ever was): GET /Site/Home. */
export type HomeDocument = HomeContent & { updatedAt: string | null };

/** How a page's content travels: what kind it is and the school's words for it. */
export interface PageDocument<K extends PageKind = PageKind> {
  kind: K;
  content: PageContent<K>;
  /** When the school last saved it (ISO 8601); null while it never has. */
  updatedAt: string | null;
}

/** One line of the setup checklist: a page, whether the school has filled it in, and how many of its texts have no Hindi yet (hindi-gaps.ts). */
export const PageStatusSchema = z.object({
  kind: z.enum(PAGE_KINDS),
  filled: z.boolean(),
  updatedAt: z.string().nullable(),
  withoutHindi: z.number().int().nonnegative(),
});
export type PageStatus = z.infer<typeof PageStatusSchema>;
