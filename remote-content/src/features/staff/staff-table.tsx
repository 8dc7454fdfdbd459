import { mediaUrl } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';
import { AdminSlot, useIsSchoolAdmin } from '../admin-slot/admin-slot';
import { formatDob, orNA } from './format';
import placeholder from './person-placeholder.svg';
import '../../ui/data-table.css';
import './staff-table.css';

const COLUMNS = ['Profile Picture', 'Name', 'Designation', 'Qualification', 'Email', 'Phone', 'Date of Birth'];

interface StaffTableProps {
  staff: StaffRecord[];
  reload: () => void;
}

/** The staff list of spec section 2: NA for missing values, a placeholder for a missing picture. */
export function StaffTable({ staff, reload }: StaffTableProps) {
  const isAdmin = useIsSchoolAdmin();
  if (staff.length === 0) return <p className="page-message">No staff data found.</p>;

  return (
    <div className="data-table staff-table" role="region" aria-label="Staff members" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {isAdmin && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.schoolStaffId}>
              <td>
                <img
                  className="staff-photo"
                  src={member.profilePicUrl ? mediaUrl(member.profilePicUrl) : placeholder}
                  alt={member.profilePicUrl ? member.fullName : `No picture of ${member.fullName}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
              </td>
              <th scope="row">{orNA(member.fullName)}</th>
              <td>{orNA(member.designation)}</td>
              <td>{orNA(member.qualification)}</td>
              <td>{member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : 'NA'}</td>
              <td>{member.phone1 ? <a href={`tel:${member.phone1}`}>{member.phone1}</a> : 'NA'}</td>
              <td>{formatDob(member.dob)}</td>
              {isAdmin && (
                <td>
                  <AdminSlot name="staff.row-actions" item={member} reload={reload} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
