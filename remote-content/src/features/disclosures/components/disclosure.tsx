import { Fragment } from 'react';
import { mediaUrl, useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import type { PageContent } from '@school/shared/contracts/pages';
import { SchoolPage } from '../../school-pages/school-page';
import { say } from '../../../ui/school-text';
import type { DisclosureTableText } from '../disclosure-text';
import './disclosure.css';

/** A row of a disclosure table as the school wrote it: a title and its PDF ('' while it has none). */
type DisclosureDocument = PageContent<'academics'>['documents'][number];

interface Row {
  document: DisclosureDocument;
  /** Its place in the school's list: titles may repeat. */
  position: number;
}

/** Lets long names such as "Affiliation/Upgradation" wrap after a slash on a phone. */
function wrapAfterSlashes(text: string) {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** A row's title in the language the school wrote it in. */
function Title({ document }: { document: DisclosureDocument }) {
  const { text, lang } = say(document.title);
  return lang ? <span lang={lang}>{wrapAfterSlashes(text)}</span> : wrapAfterSlashes(text);
}

/** A row's document, opening in a new tab; without one, plain words rather than a link that leads nowhere. */
function DocumentLink({ text, document }: { text: DisclosureTableText; document: DisclosureDocument }) {
  const { t } = useCatalog(contentCatalog);
  if (!document.document) return <span className="disclosure-missing">{t('disclosure.missing')}</span>;
  const link = t(text.linkLabel);
  return (
    <a
      className="disclosure-link"
      href={mediaUrl(document.document)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('disclosure.linkName', { link, title: say(document.title).text })}
    >
      {link}
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

interface DisclosureProps {
  kind: 'academics' | 'certificates';
  text: DisclosureTableText;
}

/**
 * A disclosure page (Academics, Certificates & Approvals): its heading, intro and numbered
 * table of the documents the school published (GET /Site/Page/<kind>).
 */
export function Disclosure({ kind, text }: DisclosureProps) {
  const { t } = useCatalog(contentCatalog);
  const [documentHeader, link] = text.columns;
  const columns: DataTableColumn<Row>[] = [
    { id: 'document', header: wrapAfterSlashes(t(documentHeader)), cell: (row) => <Title document={row.document} />, rowHeader: true, className: 'disclosure-title' },
    { id: 'link', header: t(link), cell: (row) => <DocumentLink text={text} document={row.document} />, className: 'disclosure-link-cell' },
  ];
  return (
    <SchoolPage kind={kind} title={t(text.title)} className="disclosure-page">
      {(disclosure) => (
        <>
          <p className="page-intro">{t(text.intro)}</p>
          <DataTable
            caption={t(text.caption)}
            captionHidden
            columns={columns}
            rows={disclosure.documents.map((document, position) => ({ document, position }))}
            rowKey={(row) => row.position}
            serialHeader={t('disclosure.serial')}
            paged={false}
          />
        </>
      )}
    </SchoolPage>
  );
}
