import { defineCatalog } from '@school/shared';

/**
 * The words of the CBSE Mandatory Public Disclosure (/mandatory-public-disclosure, and the
 * Academics and Certificates pages drawn from the same data): headings, labels and messages
 * around the school's own data. English here; Hindi in disclosure.hi.json, fetched only when
 * Hindi is shown. Section B's document names follow Appendix IX (contracts/disclosure.ts).
 */
export const DISCLOSURE_STRINGS = {
  title: 'Mandatory Public Disclosure',
  intro: 'The information CBSE asks every school it affiliates to publish (Appendix IX of its Affiliation Bye-Laws), from the school’s own records. Each document opens in a new tab.',
  loadFailed: 'The disclosure cannot be loaded now.',
  retry: 'Retry',
  notGiven: 'Not given yet',
  notPublished: 'Not yet published',
  serial: 'S. No.',
  information: 'Information',
  details: 'Details',
  view: 'View',
  /** A document's link: its words (View, View Document, View Certificate), its format. */
  link: '{link} (PDF)',
  linkName: '{link} (PDF): {title} (opens in a new tab)',
  issuedOn: 'Issued on {date}',
  validUntil: 'Valid until {date}',
  yes: 'Yes',
  no: 'No',

  'a.heading': 'A. General information',
  'a.name': 'Name of the school',
  'a.affiliation': 'Affiliation number',
  'a.code': 'School code',
  'a.address': 'Complete address with PIN code',
  'a.pin': 'PIN code: {pin}',
  'a.principal': 'Principal’s name and qualification',
  'a.email': 'School e-mail',
  'a.phone': 'Contact number',

  'b.heading': 'B. Documents and information',
  'b.document': 'Document',
  'b.link': 'Link',
  'b.affiliation': 'Copies of affiliation/upgradation letter and recent extension of affiliation',
  'b.registration': 'Copies of society/trust/company registration/renewal certificate',
  'b.noc': 'Copy of no objection certificate (NOC) issued by the State Government/UT',
  'b.rte': 'Copies of recognition certificate under the RTE Act, 2009, and its renewal',
  'b.buildingSafety': 'Copy of valid building safety certificate as per the National Building Code',
  'b.fireSafety': 'Copy of valid fire safety certificate issued by the competent authority',
  'b.deo': 'Copy of the DEO certificate submitted for affiliation/upgradation/extension, or self-certification',
  'b.waterHealthSanitation': 'Copies of valid water, health and sanitation certificates',

  'c.heading': 'C. Result and academics',
  'c.documents': 'Academic documents',
  'c.feeStructure': 'Fee structure of the school',
  'c.academicCalendar': 'Annual academic calendar',
  'c.smc': 'List of School Management Committee (SMC)',
  'c.pta': 'List of Parents Teachers Association (PTA) members',
  'c.smcMembers': 'Members of the School Management Committee',
  'c.ptaMembers': 'Members of the Parents Teachers Association',
  'c.name': 'Name',
  'c.role': 'Role',
  'c.classX': 'Result of the Class X board examination',
  'c.classXII': 'Result of the Class XII board examination',
  'c.year': 'Year',
  'c.registered': 'Students registered',
  'c.passed': 'Students passed',
  'c.passPercentage': 'Pass percentage',
  'c.remarks': 'Remarks',
  'c.noResults': 'No results published yet.',

  'd.heading': 'D. Staff (teaching)',
  'd.note': 'Counted from the school’s staff records: the teachers are its PGTs, TGTs and PRTs, and the ratio is teachers per section.',
  'd.principal': 'Principal',
  'd.teachers': 'Total number of teachers',
  'd.pgt': 'PGT (Post Graduate Teachers)',
  'd.tgt': 'TGT (Trained Graduate Teachers)',
  'd.prt': 'PRT (Primary Teachers)',
  'd.sections': 'Number of sections',
  'd.ratio': 'Teacher–section ratio',
  'd.specialEducator': 'Special educators',
  'd.counsellor': 'Counsellors and wellness teachers',

  'e.heading': 'E. School infrastructure',
  'e.campusArea': 'Total campus area of the school (in square metres)',
  'e.classroomCount': 'Number of classrooms',
  'e.classroomSize': 'Size of a classroom (in square metres)',
  'e.labs': 'Laboratories, including computer labs',
  'e.lab': 'Laboratory',
  'e.labSize': 'Size (in square metres)',
  'e.noLabs': 'No laboratories listed yet.',
  'e.internet': 'Internet facility',
  'e.girlsToilets': 'Number of girls’ toilets',
  'e.boysToilets': 'Number of boys’ toilets',
  'e.video': 'YouTube video of the inspection of the school',
  'e.watch': 'Watch the video on YouTube',
  'e.watchName': 'Watch the video on YouTube (opens in a new tab)',

  // The Academics and Certificates & Approvals pages (/academics, /certificates_&_Approvals)
  'disclosure.serial': 'SL NO',
  'academics.title': 'Mandatory Disclosure: Academics',
  'academics.intro': 'Documents and information the school publishes under the mandatory public disclosure. Each document opens in a new tab.',
  'academics.caption': 'Academic documents',
  'academics.document': 'Documents/Information',
  'academics.links': 'Links of Uploaded Documents',
  'academics.link': 'View Document',
  'certificates.title': 'Certificates & Approvals',
  'certificates.intro': 'Certificates, registrations and approvals the school holds. Each certificate opens in a new tab.',
  'certificates.caption': 'Certificates and approvals',
  'certificates.document': 'Document Name',
  'certificates.links': 'Links',
  'certificates.link': 'View Certificate',
} as const;

export type DisclosureStringId = keyof typeof DISCLOSURE_STRINGS;

export const disclosureCatalog = defineCatalog('content-disclosure', DISCLOSURE_STRINGS, {
  hi: () => import(/* webpackChunkName: "content-disclosure-hi" */ './disclosure.hi.json'),
});
