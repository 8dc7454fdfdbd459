/** A row of the RTI and School Commitee tables (spec section 3, "Static staff row"). */
export interface StaffRosterRow {
  name: string;
  designation: string;
  dateOfJoining: string;
  dateOfPresentPost: string;
  subject: string;
  employeeCode: string;
}

/**
 * The four officers both tables list (spec section 2: "same columns and rows"). The school
 * keeps these words here; the pages only lay them out.
 */
export const STAFF_ROSTER: readonly StaffRosterRow[] = [
  {
    name: 'Sh. Rajendra Singh Negi',
    designation: 'Principal',
    dateOfJoining: '12/07/2009',
    dateOfPresentPost: '01/04/2021',
    subject: 'Administration',
    employeeCode: 'GIC-83181-001',
  },
  {
    name: 'Smt. Sunita Bisht',
    designation: 'Lecturer',
    dateOfJoining: '18/08/2011',
    dateOfPresentPost: '18/08/2011',
    subject: 'Physics',
    employeeCode: 'GIC-83181-007',
  },
  {
    name: 'Sh. Mahesh Chandra Joshi',
    designation: 'Lecturer',
    dateOfJoining: '02/09/2014',
    dateOfPresentPost: '02/09/2014',
    subject: 'Mathematics',
    employeeCode: 'GIC-83181-012',
  },
  {
    name: 'Smt. Kavita Rawat',
    designation: 'TGT',
    dateOfJoining: '25/06/2016',
    dateOfPresentPost: '10/01/2022',
    subject: 'English',
    employeeCode: 'GIC-83181-021',
  },
];
