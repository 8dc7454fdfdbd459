import type { ContentStringId } from '../../i18n/content-strings';

/** The words around a disclosure table, by their strings: its heading, column names and link text. */
export interface DisclosureTableText {
  title: ContentStringId;
  intro: ContentStringId;
  caption: ContentStringId;
  /** The columns after SL NO: the document's, and its link's. */
  columns: readonly [document: ContentStringId, link: ContentStringId];
  linkLabel: ContentStringId;
}

/** Mandatory Disclosure, Academics (spec section 2); the documents are the school's (GET /Site/Page/academics). */
export const ACADEMICS_TEXT: DisclosureTableText = {
  title: 'academics.title',
  intro: 'academics.intro',
  caption: 'academics.caption',
  columns: ['academics.document', 'academics.links'],
  linkLabel: 'academics.link',
};

/** Certificates & Approvals (spec section 2); the certificates are the school's (GET /Site/Page/certificates). */
export const CERTIFICATES_TEXT: DisclosureTableText = {
  title: 'certificates.title',
  intro: 'certificates.intro',
  caption: 'certificates.caption',
  columns: ['certificates.document', 'certificates.links'],
  linkLabel: 'certificates.link',
};
