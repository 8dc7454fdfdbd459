import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { STAFF_ROSTER, type StaffRosterRow } from '../staff-roster';
import './staff-roster-table.css';

const COLUMNS: DataTableColumn<StaffRosterRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { id: 'designation', header: 'Designation', cell: (row) => row.designation },
  { id: 'joining', header: 'Date Of Joining', cell: (row) => row.dateOfJoining },
  { id: 'present-post', header: 'Date Of Present Post', cell: (row) => row.dateOfPresentPost },
  { id: 'subject', header: 'Subject', cell: (row) => row.subject },
  { id: 'code', header: 'Employee Code', cell: (row) => row.employeeCode },
];

/** The table the RTI and School Commitee pages share, scrolling sideways on small screens. */
export function StaffRosterTable({ caption }: { caption: string }) {
  return (
    <DataTable
      className="staff-roster"
      caption={caption}
      captionHidden
      columns={COLUMNS}
      rows={STAFF_ROSTER}
      rowKey={(row) => row.employeeCode}
      serialHeader={null}
      paged={false}
    />
  );
}
