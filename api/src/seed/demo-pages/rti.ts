import type { PageContent } from '@school/shared/contracts/pages';
import { en } from './demo-text.js';

/** Made up, shown under the demo notice: the officers visitors ask for information under the RTI Act. */
export const rti: PageContent<'rti'> = {
  people: [
    {
      name: 'Sh. Rajendra Singh Negi',
      designation: en('Principal'),
      dateOfJoining: '12/07/2009',
      dateOfPresentPost: '01/04/2021',
      subject: en('Administration'),
      employeeCode: 'GIC-83181-001',
    },
    {
      name: 'Smt. Sunita Bisht',
      designation: en('Lecturer'),
      dateOfJoining: '18/08/2011',
      dateOfPresentPost: '18/08/2011',
      subject: en('Physics'),
      employeeCode: 'GIC-83181-007',
    },
    {
      name: 'Sh. Mahesh Chandra Joshi',
      designation: en('Lecturer'),
      dateOfJoining: '02/09/2014',
      dateOfPresentPost: '02/09/2014',
      subject: en('Mathematics'),
      employeeCode: 'GIC-83181-012',
    },
    {
      name: 'Smt. Kavita Rawat',
      designation: en('TGT'),
      dateOfJoining: '25/06/2016',
      dateOfPresentPost: '10/01/2022',
      subject: en('English'),
      employeeCode: 'GIC-83181-021',
    },
  ],
};
