import type { SchoolRecord } from '@school/shared/contracts/school';

/** A school as the school calls answer it, for the schools feature's tests. Test data only: no code imports it. */
export const HILL_SCHOOL: SchoolRecord = {
  schoolId: 7,
  schoolName: 'Hill School',
  schoolCode: '90001',
  contactPerson1: 'A. Rawat',
  contact1: '+910000000000', // a number no one has (all zeros after +91)
  contactPerson2: '',
  contact2: '',
  schoolWebSiteUrl: 'https://hill.example',
  schoolWebSiteDomainName: '',
  schoolWebSiteDomain: '',
  otherHostNames: ['www.hill.example', 'hill.localhost'],
  domainNamePurchaseDate: '2025-04-01',
  domainNameRenewDate: '2026-04-01',
  domainNameExpireDate: '2027-03-31',
  amcstartDate: '2026-04-01',
  amcendDate: '2027-03-31',
  active: true,
};
