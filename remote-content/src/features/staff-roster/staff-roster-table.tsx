import { STAFF_ROSTER } from './staff-roster';
import '../../ui/data-table.css';
import './staff-roster-table.css';

const COLUMNS = ['Name', 'Designation', 'Date Of Joining', 'Date Of Present Post', 'Subject', 'Employee Code'];

/** The table the RTI and School Commitee pages share, scrolling sideways on small screens. */
export function StaffRosterTable({ caption }: { caption: string }) {
  return (
    <div className="data-table staff-roster" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {STAFF_ROSTER.map((row) => (
            <tr key={row.employeeCode}>
              <th scope="row">{row.name}</th>
              <td>{row.designation}</td>
              <td>{row.dateOfJoining}</td>
              <td>{row.dateOfPresentPost}</td>
              <td>{row.subject}</td>
              <td>{row.employeeCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
