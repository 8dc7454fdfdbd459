import { useCatalog } from '@school/shared';
import type { DataTableColumn } from '@school/shared/ui/data-table';
import { rosterCatalog, type RosterStringId } from '../roster-strings';
import type { PageContent } from '@school/shared/contracts/pages';
import { Line } from '../../../ui/school-text';
import { PublicTable } from '../../../ui/public-table';
import './staff-roster-table.css';

/** A row of the RTI and School Commitee tables (docs/product.md#record-fields), as the school wrote it. */
type Person = PageContent<'rti'>['people'][number];

interface Row {
  person: Person;
  /** Its place in the school's list: names and codes may repeat or be empty. */
  position: number;
}

const COLUMNS: (Omit<DataTableColumn<Row>, 'header'> & { header: RosterStringId })[] = [
  { id: 'name', header: 'roster.name', cell: ({ person }) => person.name, rowHeader: true },
  { id: 'designation', header: 'roster.designation', cell: ({ person }) => <Line value={person.designation} /> },
  { id: 'joining', header: 'roster.joining', cell: ({ person }) => person.dateOfJoining },
  { id: 'present-post', header: 'roster.presentPost', cell: ({ person }) => person.dateOfPresentPost },
  { id: 'subject', header: 'roster.subject', cell: ({ person }) => <Line value={person.subject} /> },
  { id: 'code', header: 'roster.code', cell: ({ person }) => person.employeeCode },
];

/** The table the RTI and School Commitee pages share, scrolling sideways on small screens. */
export function StaffRosterTable({ caption, people }: { caption: string; people: readonly Person[] }) {
  const { t } = useCatalog(rosterCatalog);
  return (
    <PublicTable
      className="staff-roster"
      caption={caption}
      columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
      rows={people.map((person, position) => ({ person, position }))}
      rowKey={(row) => row.position}
    />
  );
}
