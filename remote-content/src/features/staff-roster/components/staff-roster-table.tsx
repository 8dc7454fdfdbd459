import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import type { PageContent } from '@school/shared/contracts/pages';
import { Line } from '../../../ui/school-text';
import './staff-roster-table.css';

/** A row of the RTI and School Commitee tables (spec section 3, "Static staff row"), as the school wrote it. */
type Person = PageContent<'rti'>['people'][number];

interface Row {
  person: Person;
  /** Its place in the school's list: names and codes may repeat or be empty. */
  position: number;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: ({ person }) => person.name, rowHeader: true },
  { id: 'designation', header: 'Designation', cell: ({ person }) => <Line value={person.designation} /> },
  { id: 'joining', header: 'Date Of Joining', cell: ({ person }) => person.dateOfJoining },
  { id: 'present-post', header: 'Date Of Present Post', cell: ({ person }) => person.dateOfPresentPost },
  { id: 'subject', header: 'Subject', cell: ({ person }) => <Line value={person.subject} /> },
  { id: 'code', header: 'Employee Code', cell: ({ person }) => person.employeeCode },
];

/** The table the RTI and School Commitee pages share, scrolling sideways on small screens. */
export function StaffRosterTable({ caption, people }: { caption: string; people: readonly Person[] }) {
  return (
    <DataTable
      className="staff-roster"
      caption={caption}
      captionHidden
      columns={COLUMNS}
      rows={people.map((person, position) => ({ person, position }))}
      rowKey={(row) => row.position}
      serialHeader={null}
      paged={false}
    />
  );
}
