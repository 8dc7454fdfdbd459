import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import type { DisclosedFile } from '@school/shared/contracts/disclosure';
import { DocumentLink, IssuedOn } from './document-link';

export interface DocumentRow {
  id: string;
  title: string;
  file: DisclosedFile;
}

interface DocumentsTableProps {
  caption: string;
  rows: DocumentRow[];
  /** The column headers: S. No., the document's, the link's. */
  headers: { serial: string; document: string; link: string };
  /** The links' words. */
  words: string;
}

/** A numbered table of documents: each one's name and date, and its link or "Not yet published". */
export function DocumentsTable({ caption, rows, headers, words }: DocumentsTableProps) {
  const columns: DataTableColumn<DocumentRow>[] = [
    {
      id: 'document',
      header: headers.document,
      rowHeader: true,
      className: 'disclosure-title',
      cell: (row) => (
        <>
          {row.title}
          <IssuedOn file={row.file} />
        </>
      ),
    },
    { id: 'link', header: headers.link, className: 'disclosure-link-cell', cell: (row) => <DocumentLink file={row.file} title={row.title} words={words} /> },
  ];
  return <DataTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={(row) => row.id} serialHeader={headers.serial} paged={false} />;
}
