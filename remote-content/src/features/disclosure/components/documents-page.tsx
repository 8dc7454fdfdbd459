import { useCatalog } from '@school/shared';
import type { Disclosure } from '@school/shared/contracts/disclosure';
import { disclosureCatalog } from '../disclosure-strings';
import { AcademicsDetails, academicRows } from './academics-section';
import { DisclosureArticle } from './disclosure-article';
import { documentRows } from './disclosure-sections';
import { DocumentsTable } from './documents-table';

/** The pages that show one section of the disclosure on its own, in the spec's words: C on Academics, B on Certificates & Approvals. */
export type DocumentsPageKind = 'academics' | 'certificates';

/**
 * Mandatory Disclosure, Academics, or Certificates & Approvals (docs/product.md#school-pages):
 * its introduction, the section's documents under the spec's headers and link words, and on
 * Academics, the committees and results after them.
 */
export function DocumentsPage({ kind }: { kind: DocumentsPageKind }) {
  const { t } = useCatalog(disclosureCatalog);
  return (
    <DisclosureArticle title={t(`${kind}.title`)} className={`${kind}-page`}>
      {(disclosure) => (
        <>
          <p className="page-intro">{t(`${kind}.intro`)}</p>
          <KindDocuments kind={kind} disclosure={disclosure} />
          {kind === 'academics' && <AcademicsDetails academics={disclosure.academics} />}
        </>
      )}
    </DisclosureArticle>
  );
}

function KindDocuments({ kind, disclosure }: { kind: DocumentsPageKind; disclosure: Disclosure }) {
  const { t } = useCatalog(disclosureCatalog);
  const rows = kind === 'academics' ? academicRows(disclosure.academics, t) : documentRows(disclosure.documents, t);
  return (
    <DocumentsTable
      caption={t(`${kind}.caption`)}
      rows={rows}
      headers={{ serial: t('disclosure.serial'), document: t(`${kind}.document`), link: t(`${kind}.links`) }}
      words={t(`${kind}.link`)}
    />
  );
}
