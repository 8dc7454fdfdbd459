import feeStructure from '../../documents/fee-structure.pdf';
import academicCalendar from '../../documents/academic-calendar.pdf';
import smcMembers from '../../documents/smc-members.pdf';
import ptaMembers from '../../documents/pta-members.pdf';
import boardResults from '../../documents/board-results.pdf';
import affiliationLetter from '../../documents/affiliation-letter.pdf';
import societyRegistration from '../../documents/society-registration.pdf';
import noc from '../../documents/noc.pdf';
import rteRecognition from '../../documents/rte-recognition.pdf';
import buildingSafety from '../../documents/building-safety.pdf';
import fireSafety from '../../documents/fire-safety.pdf';
import waterHealthSanitation from '../../documents/water-health-sanitation.pdf';

/** One row of a disclosure table; `href` is empty while the school has no copy to publish. */
export interface DisclosureDocument {
  title: string;
  href: string;
}

/** The words around a disclosure table: its heading, column names and link text. */
export interface DisclosureTableText {
  title: string;
  intro: string;
  caption: string;
  columns: readonly [serial: string, document: string, link: string];
  linkLabel: string;
  /** Told to screen-reader users after each link's name. */
  newTab: string;
  /** Shown in place of a link when a row has no document yet. */
  missing: string;
}

/*
 * The files under src/documents are one-page samples, each saying so; the school replaces a
 * file (same name) with its signed copy, and the next build publishes it.
 */

/** Mandatory Disclosure, Academics (spec section 2). */
export const ACADEMICS_TEXT: DisclosureTableText = {
  title: 'Mandatory Disclosure: Academics',
  intro: 'Documents and information the school publishes under the mandatory public disclosure. Each document opens in a new tab.',
  caption: 'Academic documents',
  columns: ['SL NO', 'Documents/Information', 'Links of Uploaded Documents'],
  linkLabel: 'View Document',
  newTab: 'opens in a new tab',
  missing: 'Not available',
};

export const ACADEMIC_DOCUMENTS: readonly DisclosureDocument[] = [
  { title: 'Fee Structure of the School', href: feeStructure },
  { title: 'Annual Academic Calendar', href: academicCalendar },
  { title: 'List of School Management Committee (SMC)', href: smcMembers },
  { title: 'List of Parents Teachers Association (PTA) Members', href: ptaMembers },
  { title: 'Last Three-Year Result of the Board Examination', href: boardResults },
];

/** Certificates & Approvals (spec section 2). */
export const CERTIFICATES_TEXT: DisclosureTableText = {
  title: 'Certificates & Approvals',
  intro: 'Certificates, registrations and approvals the school holds. Each certificate opens in a new tab.',
  caption: 'Certificates and approvals',
  columns: ['SL NO', 'Document Name', 'Links'],
  linkLabel: 'View Certificate',
  newTab: 'opens in a new tab',
  missing: 'Not available',
};

export const CERTIFICATES: readonly DisclosureDocument[] = [
  { title: 'Copy of Affiliation/Upgradation Letter and Recent Extension of Affiliation', href: affiliationLetter },
  { title: 'Copy of Society/Trust Registration/Renewal Certificate', href: societyRegistration },
  { title: 'Copy of No Objection Certificate (NOC) Issued by the State Government', href: noc },
  { title: 'Copy of Recognition Certificate under the RTE Act, 2009', href: rteRecognition },
  { title: 'Copy of Valid Building Safety Certificate as per the National Building Code', href: buildingSafety },
  { title: 'Copy of Valid Fire Safety Certificate Issued by the Competent Authority', href: fireSafety },
  { title: 'Copy of Self-Certification Submitted by the School for Affiliation', href: '' },
  { title: 'Copies of Valid Water, Health and Sanitation Certificates', href: waterHealthSanitation },
];
