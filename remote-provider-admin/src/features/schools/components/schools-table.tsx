import type { SchoolRecord } from '@school/shared/contracts/school';
import type { PendingAction } from '@school/shared/record-editor';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { RowActions } from '../../../ui/row-actions';
import { StatusBadge } from '../../../ui/status-badge';

interface SchoolsTableProps {
  schools: readonly SchoolRecord[];
  /** The call in flight for a row: its details for the edit form, or its delete. */
  pending: (id: number) => PendingAction | undefined;
  onEdit: (school: SchoolRecord) => void;
  onDelete: (school: SchoolRecord) => void;
}

/** The Schools table of docs/product.md#provider-area: name, code, first contact, status and actions. */
export function SchoolsTable({ schools, pending, onEdit, onDelete }: SchoolsTableProps) {
  const columns: DataTableColumn<SchoolRecord>[] = [
    { id: 'name', header: 'School Name', cell: (school) => school.schoolName, sortValue: (school) => school.schoolName },
    { id: 'code', header: 'School Code', cell: (school) => school.schoolCode, sortValue: (school) => school.schoolCode },
    { id: 'person', header: 'Contact Person', cell: (school) => school.contactPerson1, sortValue: (school) => school.contactPerson1 },
    { id: 'contact', header: 'Contact Number', cell: (school) => school.contact1, sortValue: (school) => school.contact1 },
    {
      id: 'status',
      header: 'Status',
      cell: (school) => <StatusBadge active={school.active} />,
      sortValue: (school) => (school.active ? 'Active' : 'Inactive'),
    },
    {
      id: 'action',
      header: 'Action',
      className: 'admin-actions-column',
      cell: (school) => (
        <RowActions
          name={school.schoolName}
          pending={pending(school.schoolId)}
          onEdit={() => onEdit(school)}
          onDelete={() => onDelete(school)}
        />
      ),
    },
  ];
  return <DataTable caption="Schools" captionHidden columns={columns} rows={schools} rowKey={(school) => school.schoolId} />;
}
