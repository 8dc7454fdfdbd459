import { useCatalog } from '@school/shared';
import type { Disclosure } from '@school/shared/contracts/disclosure';
import { contentCatalog } from '../i18n/content-strings';
import { DisclosureArticle } from '../features/disclosure/components/disclosure-article';
import { useDocumentRows } from '../features/disclosure/components/disclosure-sections';
import { DocumentsTable } from '../features/disclosure/components/documents-table';
import './page.css';

/** Certificates & Approvals (docs/product.md#school-pages): section B of the school's disclosure. */
export function CertificatesPage() {
  const { t } = useCatalog(contentCatalog);
  return (
    <DisclosureArticle title={t('certificates.title')} className="certificates-page">
      {(disclosure) => <Certificates documents={disclosure.documents} />}
    </DisclosureArticle>
  );
}

function Certificates({ documents }: { documents: Disclosure['documents'] }) {
  const { t } = useCatalog(contentCatalog);
  return (
    <>
      <p className="page-intro">{t('certificates.intro')}</p>
      <DocumentsTable
        caption={t('certificates.caption')}
        rows={useDocumentRows(documents)}
        headers={{ serial: t('disclosure.serial'), document: t('certificates.document'), link: t('certificates.links') }}
        words={t('certificates.link')}
      />
    </>
  );
}
