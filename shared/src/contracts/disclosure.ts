import type { Bilingual } from './page-values';
import { STAFF_CATEGORIES, type StaffCategory } from './staff';

/**
 * CBSE's Mandatory Public Disclosure (Affiliation Bye-Laws, Appendix IX): sections A to E as
 * GET /Site/Disclosure answers them, and the figures computed for it. Plain types and functions,
 * without zod, so the public page stays small (disclosure-answer.ts holds the answer's schema).
 *
 * Where each section comes from: A from the school's profile and code; B, C and E from the page
 * documents `disclosureDocuments`, `disclosureAcademics` and `disclosureInfrastructure`
 * (pages.ts), edited in the one page editor; D counted from the staff records' categories.
 */

/** Section B's documents, in Appendix IX's order: one slot each, a PDF and the date it was issued. */
export const DISCLOSURE_DOCUMENT_KEYS = ['affiliation', 'registration', 'noc', 'rte', 'buildingSafety', 'fireSafety', 'deo', 'waterHealthSanitation'] as const;
export type DisclosureDocumentKey = (typeof DISCLOSURE_DOCUMENT_KEYS)[number];

/** The certificates Appendix IX asks to be valid: each also gives its last day of validity. */
export const CERTIFICATE_KEYS = ['buildingSafety', 'fireSafety', 'waterHealthSanitation'] as const satisfies readonly DisclosureDocumentKey[];
export type CertificateKey = (typeof CERTIFICATE_KEYS)[number];

/** Each document as Appendix IX names it: the editor's label, the checklist's line (the public page says it in its catalog). */
export const DISCLOSURE_DOCUMENT_TITLES: Record<DisclosureDocumentKey, string> = {
  affiliation: 'Copies of affiliation/upgradation letter and recent extension of affiliation',
  registration: 'Copies of society/trust/company registration/renewal certificate',
  noc: 'Copy of no objection certificate (NOC) issued by the State Government/UT',
  rte: 'Copies of recognition certificate under the RTE Act, 2009, and its renewal',
  buildingSafety: 'Copy of valid building safety certificate as per the National Building Code',
  fireSafety: 'Copy of valid fire safety certificate issued by the competent authority',
  deo: 'Copy of the DEO certificate submitted for affiliation/upgradation/extension, or self-certification',
  waterHealthSanitation: 'Copies of valid water, health and sanitation certificates',
};

/** A document of the disclosure: its file (a stored path, a PDF) and date, or not published yet. */
/** A certificate of CERTIFICATE_KEYS also says its last day of validity, when the school gave it. */
export type DisclosedFile = { status: 'published'; path: string; format: 'PDF'; issuedOn: string | null; validUntil?: string } | { status: 'notPublished' };

export interface RosterMember {
  name: string;
  role: Bilingual;
}

/** The SMC's or the PTA's members: a PDF, a typed list, or both. */
export interface DisclosureRoster {
  file: DisclosedFile;
  members: RosterMember[];
}

/** One year's board results of a class; the pass percentage is computed, never typed. */
export interface BoardResult {
  year: string;
  registered: number | null;
  passed: number | null;
  passPercentage: number | null;
  remarks: Bilingual;
}

/** Section D, counted from the active staff's categories. */
export interface StaffFigures {
  counts: Record<StaffCategory, number>;
  /** PGT + TGT + PRT. */
  teachers: number;
  /** The number of sections the school gives (section C's form); null while it has not. */
  sections: number | null;
  /** Teachers ÷ sections, to 2 decimals; null while the sections are unknown. */
  teacherSectionRatio: number | null;
}

export interface DisclosureLab {
  name: Bilingual;
  size: number | null;
}

export interface Disclosure {
  general: {
    schoolName: Bilingual;
    affiliationNumber: string;
    schoolCode: string;
    address: Bilingual;
    pinCode: string;
    principalName: string;
    principalQualification: string;
    email: string;
    phone: string;
  };
  documents: { key: DisclosureDocumentKey; file: DisclosedFile }[];
  academics: {
    feeStructure: DisclosedFile;
    academicCalendar: DisclosedFile;
    smc: DisclosureRoster;
    pta: DisclosureRoster;
    classX: BoardResult[];
    classXII: BoardResult[];
  };
  staff: StaffFigures;
  infrastructure: {
    campusArea: number | null;
    classroomCount: number | null;
    classroomSize: number | null;
    labs: DisclosureLab[];
    /** null while the school has not said. */
    internet: boolean | null;
    girlsToilets: number | null;
    boysToilets: number | null;
    /** The inspection video's address on YouTube; null while there is none. */
    inspectionVideo: string | null;
  };
  /** When the latest of the school's disclosure documents or profile was saved; null while none was. */
  updatedAt: string | null;
}

/** A quantity block's text as a number: null for '' (not given) or anything else unreadable. */
export function figure(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const toTwoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Passed ÷ registered as a percentage, to 2 decimals: null when either is missing, none
 * registered, or more passed than registered (the editor refuses that; old data may hold it).
 */
export function passPercentage(registered: number | null, passed: number | null): number | null {
  if (registered === null || passed === null || registered <= 0 || passed < 0 || passed > registered) return null;
  return toTwoDecimals((passed / registered) * 100);
}

export const TEACHER_CATEGORIES = ['pgt', 'tgt', 'prt'] as const satisfies readonly StaffCategory[];

/**
 * Section D from the active staff's categories (one per member; none or an unknown one is not
 * counted) and the number of sections: the teachers are PGT, TGT and PRT, and the ratio is
 * teachers per section, to 2 decimals, unknown while the sections are (or are none).
 */
export function staffFigures(categories: readonly (string | null)[], sections: number | null): StaffFigures {
  const counts = Object.fromEntries(STAFF_CATEGORIES.map((category) => [category, 0])) as Record<StaffCategory, number>;
  for (const category of categories) if (category !== null && category in counts) counts[category as StaffCategory] += 1;
  const teachers = TEACHER_CATEGORIES.reduce((sum, category) => sum + counts[category], 0);
  return { counts, teachers, sections, teacherSectionRatio: sections && sections > 0 ? toTwoDecimals(teachers / sections) : null };
}

/** A YouTube video's public address from its id (the page block stores the id). */
export const youtubeAddress = (id: string): string | null => (id ? `https://www.youtube.com/watch?v=${id}` : null);
