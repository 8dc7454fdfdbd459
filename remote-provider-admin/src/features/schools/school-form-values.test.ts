import { NewSchoolSchema } from '@school/shared/contracts/new-school';
import { SchoolInputSchema, type SchoolRecord } from '@school/shared/contracts/school';
import { HILL_SCHOOL } from '../../test-support/school-sample';
import { EMPTY_SCHOOL, hostNamesOf, hostNamesText, SchoolFormSchema, schoolFormValues, toDateInput } from './school-form-values';

const firstMessages = (values: unknown) => {
  const result = SchoolFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

/** The sample school with two of its dates as date-times: the form shows their date part. */
const stored: SchoolRecord = { ...HILL_SCHOOL, domainNamePurchaseDate: '2024-04-01T00:00:00.000Z', domainNameExpireDate: '2026-03-31T18:30:00Z' };

test('dates are shown as yyyy-MM-dd, the date part of a date-time taken as it is', () => {
  expect(toDateInput('2024-04-01T00:00:00.000Z')).toBe('2024-04-01');
  // Late in the day in UTC is still that day: no time zone moves it.
  expect(toDateInput('2026-03-31T23:30:00Z')).toBe('2026-03-31');
  expect(toDateInput('2025-04-01')).toBe('2025-04-01');
  expect(toDateInput('April 1, 2025 00:00 UTC')).toBe('2025-04-01');
  expect(toDateInput('')).toBe('');
  expect(toDateInput(null)).toBe('');
  expect(toDateInput('not a date')).toBe('');
});

test('a fetched school fills the edit form without its id, every date as yyyy-MM-dd', () => {
  const values = schoolFormValues(stored);
  expect(values).not.toHaveProperty('schoolId');
  expect(values.domainNamePurchaseDate).toBe('2024-04-01');
  expect(values.domainNameExpireDate).toBe('2026-03-31');
  expect(values.active).toBe(true);
  expect(values.otherHostNames).toBe('www.hill.example\nhill.localhost');
  // The profile is the school admin's once the school exists: the edit form has none.
  expect(values).not.toHaveProperty('profile');
  // What the form gives passes the API's own schema unchanged, the other addresses as stored.
  const output = SchoolFormSchema.parse(values);
  expect(output.otherHostNames).toEqual(stored.otherHostNames);
  expect(SchoolInputSchema.parse(output)).toEqual(output);
});

test('the other addresses are one per line in the form, a list for the API, in order, blank lines left out', () => {
  expect(hostNamesText(['www.hill.example', 'hill.localhost'])).toBe('www.hill.example\nhill.localhost');
  expect(hostNamesText([])).toBe('');
  expect(hostNamesOf('')).toEqual([]);
  expect(hostNamesOf(' www.hill.example \r\n\n  \nhill.localhost\n')).toEqual(['www.hill.example', 'hill.localhost']);
  expect(SchoolFormSchema.parse({ ...schoolFormValues(stored), otherHostNames: 'WWW.Hill.example\n\nhill.localhost ' }).otherHostNames).toEqual([
    'www.hill.example',
    'hill.localhost',
  ]);
});

test('a wrong other address is named under the field, as the API names it', () => {
  const values = schoolFormValues(stored);
  expect(firstMessages({ ...values, otherHostNames: 'www.hill.example\nhttps://hill.localhost:8080/' })).toEqual({
    otherHostNames: 'https://hill.localhost:8080/ is not a host name: write it as www.example.in, without http://, a port or a path',
  });
  expect(firstMessages({ ...values, otherHostNames: 'www.hill.example\nWWW.hill.example' })).toEqual({ otherHostNames: 'www.hill.example is listed twice' });
  expect(firstMessages({ ...values, otherHostNames: Array.from({ length: 11 }, (_, index) => `a${index}.hill.example`).join('\n') })).toEqual({
    otherHostNames: 'At most 10 other addresses',
  });
});

test('a new school’s essentials go to the API as its profile, with the profile’s own rules', () => {
  const filled = {
    ...EMPTY_SCHOOL,
    ...schoolFormValues(stored),
    profile: { nameHi: 'हिल स्कूल', affiliationNumber: '1234567', address: { en: 'Hill Road\nTehri' }, phone: '+91 00000 00003', email: 'office@hill.example' },
  };
  const output = SchoolFormSchema.parse(filled);
  expect(output.profile).toEqual({ ...filled.profile, address: { en: 'Hill Road\nTehri', hi: '' } });
  expect(NewSchoolSchema.parse(output)).toEqual(output);
  expect(SchoolFormSchema.parse({ ...filled, profile: EMPTY_SCHOOL.profile }).profile).toEqual({
    nameHi: '',
    affiliationNumber: '',
    address: { en: '', hi: '' },
    phone: '',
    email: '',
  });

  const messages = SchoolFormSchema.safeParse({ ...filled, profile: { ...filled.profile, phone: '12345', email: 'office' } }).error?.issues;
  expect(messages?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['profile.phone', 'Enter a valid phone number'],
    ['profile.email', 'Enter a valid email address'],
  ]);
});

test('a new school starts empty with Active unchecked, and saving it shows every required message at once', () => {
  expect(EMPTY_SCHOOL.active).toBe(false);
  expect(firstMessages(EMPTY_SCHOOL)).toEqual({
    schoolName: 'School Name is required',
    schoolCode: 'School Code is required',
    contactPerson1: 'Contact Person 1 is required',
    contact1: 'Contact 1 is required',
    schoolWebSiteUrl: 'This field is required',
    domainNamePurchaseDate: 'Purchase Date is required',
    domainNameRenewDate: 'Renew Date is required',
    domainNameExpireDate: 'Expire Date is required',
    amcstartDate: 'AMC Start Date is required',
    amcendDate: 'AMC End Date is required',
  });
});

test('phones need an optional + and at least 10 digits; the URL needs http:// or https://', () => {
  const values = schoolFormValues(stored);
  expect(firstMessages({ ...values, contact1: '12345', contact2: '+91 98123' })).toEqual({
    contact1: 'Enter a valid phone number',
    contact2: 'Enter a valid phone number',
  });
  expect(firstMessages({ ...values, contact1: '9812345678', contact2: '' })).toEqual({});
  expect(firstMessages({ ...values, schoolWebSiteUrl: 'hill.example' })).toEqual({ schoolWebSiteUrl: 'Enter a valid URL' });
  expect(firstMessages({ ...values, schoolWebSiteUrl: 'http://hill.example' })).toEqual({});
});
