import type { SchoolRecord } from '@school/shared/contracts/school';
import { textColumn } from '@school/shared/ui/data-table';
import type { RecordTableSpec } from '../../../ui/record-table';

/** The Schools table of docs/product.md#provider-area: name, code, first contact, then status and actions. */
export const SCHOOLS_TABLE: RecordTableSpec<SchoolRecord> = {
  caption: 'Schools',
  loadingText: 'Loading schools...',
  columns: [
    textColumn('name', 'School Name', (school) => school.schoolName),
    textColumn('code', 'School Code', (school) => school.schoolCode),
    textColumn('person', 'Contact Person', (school) => school.contactPerson1),
    textColumn('contact', 'Contact Number', (school) => school.contact1),
  ],
  rowId: (school) => school.schoolId,
  rowName: (school) => school.schoolName,
};
