import { CERTIFICATE_KEYS, DISCLOSURE_DOCUMENT_KEYS, DISCLOSURE_DOCUMENT_TITLES } from '@school/shared/contracts/disclosure';
import { CERTIFICATE_WARNING_DAYS } from '@school/shared/contracts/health';
import { objectAt } from '@school/shared/contracts/page-walk';
import { fieldInfo } from '@school/shared/contracts/page-fields';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { isoDay } from '@school/shared/dates';
import { DAY_MS, fixAt, textOf, type ContentSource, type Found } from './found.js';
import type { SchoolData } from './school-data.js';

/** Section A's items the profile gives (Settings), with the labels Settings shows them by. */
const GENERAL_ITEMS = {
  affiliationNumber: 'Affiliation number',
  address: 'Address',
  pinCode: 'PIN code',
  principalName: 'Principal’s name',
  principalQualification: 'Principal’s qualification',
  email: 'E-mail',
  phone: 'Phone',
} as const;

/** Section C's documents and rosters. */
const ACADEMIC_ITEMS = ['feeStructure', 'academicCalendar', 'smc', 'pta'] as const;

const missing = (source: ContentSource, path: string, where: string): Found => ({
  check: 'disclosureMissing',
  subject: `${source}:${path}`,
  where,
  detail: 'Not published',
  fix: fixAt(source, path),
  cause: '',
});

const pageContent = (data: SchoolData, kind: PageKind) => objectAt(data.pages.get(kind)?.content);

/** Whether a section C item is given: a document, or (a roster) its members typed. */
function academicGiven(value: unknown): boolean {
  if (typeof value === 'string') return value !== '';
  const roster = objectAt(value);
  return textOf(roster.document) !== '' || (Array.isArray(roster.members) && roster.members.length > 0);
}

/**
 * CBSE's Mandatory Public Disclosure (Appendix IX): every item of sections A to C present, and
 * each certificate that must be valid carrying its last day, not past it, and warned of
 * CERTIFICATE_WARNING_DAYS before. Section D is counted from the staff records; E's figures are
 * the school's to give where they apply, so only the documents are asked for.
 */
export function disclosureChecks(data: SchoolData, now: number): Found[] {
  const findings: Found[] = [];
  const profile = objectAt(data.profile.content);
  for (const [key, label] of Object.entries(GENERAL_ITEMS)) {
    const value = profile[key];
    const given = key === 'address' ? textOf(objectAt(value).en) : textOf(value);
    if (!given) findings.push(missing('profile', key === 'address' ? 'address.en' : key, `Settings › ${label}`));
  }
  const documents = pageContent(data, 'disclosureDocuments');
  const documentsTitle = PAGES.disclosureDocuments.title;
  for (const key of DISCLOSURE_DOCUMENT_KEYS) {
    if (!textOf(objectAt(documents[key]).document)) findings.push(missing('disclosureDocuments', `${key}.document`, `${documentsTitle} › ${DISCLOSURE_DOCUMENT_TITLES[key]}`));
  }
  const academics = pageContent(data, 'disclosureAcademics');
  for (const key of ACADEMIC_ITEMS) {
    const path = key === 'smc' || key === 'pta' ? `${key}.document` : key;
    if (!academicGiven(academics[key])) findings.push(missing('disclosureAcademics', path, `${PAGES.disclosureAcademics.title} › ${fieldInfo(PAGES.disclosureAcademics.schema.shape[key])?.label ?? key}`));
  }
  const today = isoDay(now);
  const warnFrom = isoDay(now + CERTIFICATE_WARNING_DAYS * DAY_MS);
  for (const key of CERTIFICATE_KEYS) {
    const certificate = objectAt(documents[key]);
    if (!textOf(certificate.document)) continue;
    const validUntil = textOf(certificate.validUntil);
    const where = `${documentsTitle} › ${DISCLOSURE_DOCUMENT_TITLES[key]} › Valid until`;
    const base = { subject: `disclosureDocuments:${key}.validUntil`, where, fix: fixAt('disclosureDocuments', `${key}.validUntil`) };
    // The cause is the document and its date: a new certificate, or a new date, is a new finding.
    const cause = `${textOf(certificate.document)}|${validUntil}`;
    if (!validUntil) findings.push({ ...base, check: 'certificateUndated', detail: 'No last day of validity given', cause });
    else if (validUntil < today) findings.push({ ...base, check: 'certificateExpired', detail: `Ended on ${validUntil}`, cause });
    else if (validUntil <= warnFrom) findings.push({ ...base, check: 'certificateExpiring', detail: `Ends on ${validUntil}`, cause });
  }
  return findings;
}

