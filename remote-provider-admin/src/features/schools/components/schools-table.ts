import type { SchoolRecord } from '@school/shared/contracts/school';
import type { RecordTableSpec } from '../../../ui/record-table';

/** The Schools table of docs/product.md#provider-area: name, code, first contact, then status and actions. */
export const SCHOOLS_TABLE: RecordTableSpec<SchoolRecord> = {
  caption: 'Schools',
  loadingText: 'Loading schools...',
  columns: [
    { id: 'name', header: 'School Name', cell: (school) => school.schoolName, sortValue: (school) => school.schoolName },
    { id: 'code', header: 'School Code', cell: (school) => school.schoolCode, sortValue: (school) => school.schoolCode },
    { id: 'person', header: 'Contact Person', cell: (school) => school.contactPerson1, sortValue: (school) => school.contactPerson1 },
    { id: 'contact', header: 'Contact Number', cell: (school) => school.contact1, sortValue: (school) => school.contact1 },
  ],
  rowId: (school) => school.schoolId,
  rowName: (school) => school.schoolName,
};
