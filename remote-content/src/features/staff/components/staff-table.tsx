import { mediaUrl } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { AdminSlot, useIsSchoolAdmin } from '../../admin-slot/components/admin-slot';
import { formatDob, orNA } from '../format';
import placeholder from '../person-placeholder.svg';
import './staff-table.css';

const link = (scheme: 'mailto' | 'tel', value: string | null | undefined) => (value ? <a href={`${scheme}:${value}`}>{value}</a> : 'NA');

const COLUMNS: DataTableColumn<StaffRecord>[] = [
  {
    id: 'picture',
    header: 'Profile Picture',
    cell: (member) => (
      <img
        className="staff-photo"
        src={member.profilePicUrl ? mediaUrl(member.profilePicUrl) : placeholder}
        alt={member.profilePicUrl ? member.fullName : `No picture of ${member.fullName}`}
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
      />
    ),
  },
  { id: 'name', header: 'Name', cell: (member) => orNA(member.fullName), rowHeader: true },
  { id: 'designation', header: 'Designation', cell: (member) => orNA(member.designation) },
  { id: 'qualification', header: 'Qualification', cell: (member) => orNA(member.qualification) },
  { id: 'email', header: 'Email', cell: (member) => link('mailto', member.email) },
  { id: 'phone', header: 'Phone', cell: (member) => link('tel', member.phone1) },
  { id: 'dob', header: 'Date of Birth', cell: (member) => formatDob(member.dob) },
];

interface StaffTableProps {
  staff: StaffRecord[];
  reload: () => void;
}

/** The staff list of spec section 2: NA for missing values, a placeholder for a missing picture. */
export function StaffTable({ staff, reload }: StaffTableProps) {
  const isAdmin = useIsSchoolAdmin();
  if (staff.length === 0) return <p className="page-message">No staff data found.</p>;

  const columns: DataTableColumn<StaffRecord>[] = isAdmin
    ? [...COLUMNS, { id: 'action', header: 'Action', cell: (member) => <AdminSlot name="staff.row-actions" item={member} reload={reload} /> }]
    : COLUMNS;
  return (
    <DataTable
      className="staff-table"
      caption="Staff members"
      captionHidden
      columns={columns}
      rows={staff}
      rowKey={(member) => member.schoolStaffId}
      serialHeader={null}
      paged={false}
    />
  );
}
