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

/** Mandatory Disclosure, Academics (spec section 2); the documents are the school's (GET /Site/Page/academics). */
export const ACADEMICS_TEXT: DisclosureTableText = {
  title: 'Mandatory Disclosure: Academics',
  intro: 'Documents and information the school publishes under the mandatory public disclosure. Each document opens in a new tab.',
  caption: 'Academic documents',
  columns: ['SL NO', 'Documents/Information', 'Links of Uploaded Documents'],
  linkLabel: 'View Document',
  newTab: 'opens in a new tab',
  missing: 'Not available',
};

/** Certificates & Approvals (spec section 2); the certificates are the school's (GET /Site/Page/certificates). */
export const CERTIFICATES_TEXT: DisclosureTableText = {
  title: 'Certificates & Approvals',
  intro: 'Certificates, registrations and approvals the school holds. Each certificate opens in a new tab.',
  caption: 'Certificates and approvals',
  columns: ['SL NO', 'Document Name', 'Links'],
  linkLabel: 'View Certificate',
  newTab: 'opens in a new tab',
  missing: 'Not available',
};
