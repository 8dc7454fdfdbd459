import { Fragment } from 'react';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import type { DisclosureDocument, DisclosureTableText } from '../disclosure-documents';
import './disclosure.css';

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

/** A row's document, opening in a new tab; without one, plain words rather than a link that leads nowhere. */
function DocumentLink({ text, row }: { text: DisclosureTableText; row: DisclosureDocument }) {
  if (!row.href) return <span className="disclosure-missing">{text.missing}</span>;
  return (
    <a
      className="disclosure-link"
      href={row.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${text.linkLabel}: ${row.title} (${text.newTab})`}
    >
      {text.linkLabel}
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

interface DisclosureProps {
  text: DisclosureTableText;
  documents: readonly DisclosureDocument[];
}

/** A disclosure page (Academics, Certificates & Approvals): its heading, intro and numbered table of documents. */
export function Disclosure({ text, documents }: DisclosureProps) {
  const [serial, document, link] = text.columns;
  const columns: DataTableColumn<DisclosureDocument>[] = [
    { id: 'document', header: wrapAfterSlashes(document), cell: (row) => wrapAfterSlashes(row.title), rowHeader: true, className: 'disclosure-title' },
    { id: 'link', header: link, cell: (row) => <DocumentLink text={text} row={row} />, className: 'disclosure-link-cell' },
  ];
  return (
    <>
      <h1 className="page-title">{text.title}</h1>
      <p className="page-intro">{text.intro}</p>
      <DataTable caption={text.caption} captionHidden columns={columns} rows={documents} rowKey={(row) => row.title} serialHeader={serial} paged={false} />
    </>
  );
}
