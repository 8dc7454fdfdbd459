import { useCatalog } from '@school/shared';
import { contentCatalog } from '../i18n/content-strings';
import { DisclosureArticle } from '../features/disclosure/components/disclosure-article';
import { AcademicsDetails, useAcademicRows } from '../features/disclosure/components/disclosure-sections';
import { DocumentsTable } from '../features/disclosure/components/documents-table';
import type { Disclosure } from '@school/shared/contracts/disclosure';
import './page.css';

/** Mandatory Disclosure, Academics (docs/product.md#school-pages): section C of the school's disclosure. */
export function AcademicsPage() {
  const { t } = useCatalog(contentCatalog);
  return (
    <DisclosureArticle title={t('academics.title')} className="academics-page">
      {(disclosure) => <Academics academics={disclosure.academics} />}
    </DisclosureArticle>
  );
}

function Academics({ academics }: { academics: Disclosure['academics'] }) {
  const { t } = useCatalog(contentCatalog);
  const rows = useAcademicRows(academics);
  return (
    <>
      <p className="page-intro">{t('academics.intro')}</p>
      <DocumentsTable
        caption={t('academics.caption')}
        rows={rows}
        headers={{ serial: t('disclosure.serial'), document: t('academics.document'), link: t('academics.links') }}
        words={t('academics.link')}
      />
      <AcademicsDetails academics={academics} />
    </>
  );
}
