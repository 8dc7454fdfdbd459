import type { ReactNode } from 'react';
import type { RowEditor } from '@school/shared/record-editor';
import type { Loaded } from '@school/shared/use-load';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

/** What a provider table shows of its records: the same on every render, so each feature declares it once. */
export interface RecordTableSpec<Row> {
  caption: string;
  /** Said while the records load: "Loading schools...". */
  loadingText: string;
  /** The record's own columns; Status and Action follow them. */
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => number;
  /** Names the row in its buttons' accessible names: "Edit Hill School". */
  rowName: (row: Row) => string;
  /** What the Status column says after Active or Inactive. */
  statusNote?: (row: Row) => ReactNode;
}

interface RecordTableProps<Row> {
  table: RecordTableSpec<Row>;
  /** The records as useLoad gives them. */
  load: Loaded<readonly Row[]>;
  editor: RowEditor;
  /** More of a row's actions, after Edit and Delete (the Schools table's support session). */
  moreActions?: ((row: Row) => ReactNode) | undefined;
}

/**
 * A provider screen's table of records (docs/product.md#provider-area), below the line that says
 * it is loading: the record's columns, then its Status, Active or Inactive, and the Action
 * column, whose Edit and Delete the screen's editor runs. A failed load is the screen's banner.
 */
export function RecordTable<Row extends { active: boolean }>({ table, load, editor, moreActions }: RecordTableProps<Row>) {
  const { caption, loadingText, rowId, rowName, statusNote } = table;
  const columns: DataTableColumn<Row>[] = [
    ...table.columns,
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <StatusBadge active={row.active} />
          {statusNote?.(row)}
        </>
      ),
      sortValue: (row) => (row.active ? 'Active' : 'Inactive'),
    },
    {
      id: 'action',
      header: 'Action',
      className: 'admin-actions-column',
      cell: (row) => (
        <>
          <RowActions name={rowName(row)} pending={editor.pending(rowId(row))} onEdit={() => void editor.edit(rowId(row))} onDelete={() => void editor.remove(rowId(row))} />
          {moreActions?.(row)}
        </>
      ),
    },
  ];
  return (
    <>
      <p className="admin-loading" role="status">
        {load.loading ? loadingText : ''}
      </p>
      {load.data && <DataTable caption={caption} captionHidden columns={columns} rows={load.data} rowKey={rowId} />}
    </>
  );
}
