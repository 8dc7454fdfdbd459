import { DISCLOSURE_DOCUMENT_KEYS, DISCLOSURE_DOCUMENT_TITLES } from '@school/shared/contracts/disclosure';
import type { SchoolProfile } from '@school/shared/contracts/school-profile';

/** A line of the setup checklist: what is missing and where it is filled in. */
export interface ChecklistItem {
  key: string;
  title: string;
  to: string;
}

/** Section A's facts the profile holds beyond the contact details (the checklist asks for those on their own line). */
const GENERAL_FIELDS = [
  ['affiliationNumber', 'Affiliation number'],
  ['pinCode', 'PIN code'],
  ['principalName', 'Principal’s name'],
  ['principalQualification', 'Principal’s qualification'],
] as const;

/**
 * What CBSE's Mandatory Public Disclosure still lacks: each of section A's facts missing from
 * the profile (filled in in Settings), and each of section B's documents not uploaded (in its
 * page's editor), one line each. `documents` is the stored disclosureDocuments page; undefined
 * while it is loading, when no document line is said (the page's own line stands for them).
 */
export function disclosureGaps(profile: SchoolProfile | undefined, documents: unknown): ChecklistItem[] {
  const general = GENERAL_FIELDS.filter(([field]) => profile && !profile[field]).map(([field, label]) => ({
    key: `disclosure-${field}`,
    title: `Mandatory disclosure (A): ${label}`,
    to: '/Manage-Settings',
  }));
  if (documents === undefined) return general;
  const slots = (documents ?? {}) as Record<string, { document?: string } | undefined>;
  const missing = DISCLOSURE_DOCUMENT_KEYS.filter((key) => !slots[key]?.document).map((key) => ({
    key: `disclosure-${key}`,
    title: `Mandatory disclosure (B): ${DISCLOSURE_DOCUMENT_TITLES[key]}`,
    to: '/Manage-Pages/disclosureDocuments',
  }));
  return [...general, ...missing];
}
