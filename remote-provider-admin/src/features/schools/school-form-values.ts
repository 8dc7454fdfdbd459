import * as z from 'zod';
import { isoDay } from '@school/shared/dates';
import { NewSchoolSchema } from '@school/shared/contracts/new-school';
import { OtherHostNamesSchema, schoolCodeField, type SchoolRecord } from '@school/shared/contracts/school';

/** A school's other addresses as the form's text holds them: one per line. */
export const hostNamesText = (names: readonly string[]): string => names.join('\n');

/** The addresses in the form's text: one a line, blank lines left out. */
export const hostNamesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The school form's schema: what /School/Add takes (the school, its other addresses, the
 * essentials of its profile), with the other addresses as text, one per line, checked as the API
 * checks the list. Its output is what the API receives; when editing, the profile is not in the
 * form, and /School/Update is sent none.
 */
export const SchoolFormSchema = NewSchoolSchema.extend({
  otherHostNames: z.string().transform(hostNamesOf).pipe(OtherHostNamesSchema),
});

/** The form of a school already stored: its present code passes as it is, even one given before the code rule. */
export const editedSchoolFormSchema = (presentCode: string) => SchoolFormSchema.extend({ schoolCode: schoolCodeField(presentCode) });

/** What the school form holds: every field as text, Active as a checkbox. */
export type SchoolFormValues = z.input<typeof SchoolFormSchema>;

/** A new school: every field empty and Active unchecked (docs/product.md#provider-area: false by default). */
export const EMPTY_SCHOOL: SchoolFormValues = {
  schoolName: '',
  schoolCode: '',
  contactPerson1: '',
  contact1: '',
  contactPerson2: '',
  contact2: '',
  schoolWebSiteUrl: '',
  schoolWebSiteDomainName: '',
  schoolWebSiteDomain: '',
  otherHostNames: '',
  domainNamePurchaseDate: '',
  domainNameRenewDate: '',
  domainNameExpireDate: '',
  amcstartDate: '',
  amcendDate: '',
  active: false,
  profile: { nameHi: '', affiliationNumber: '', address: { en: '' }, phone: '', email: '' },
};

/**
 * A stored date as a date input needs it, yyyy-MM-dd (docs/product.md#api-calls, /School/GetById): the
 * date part of an ISO date-time is taken as it is, so no time zone can move it by a day.
 */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const isoDate = /^\d{4}-\d{2}-\d{2}/.exec(value);
  if (isoDate) return isoDate[0];
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? '' : isoDay(parsed);
}

/**
 * The edit form's values for a fetched school; its id travels beside the form, not in it, and
 * its profile is not the provider's to edit.
 */
export function schoolFormValues(school: SchoolRecord): SchoolFormValues {
  return {
    schoolName: school.schoolName,
    schoolCode: school.schoolCode,
    contactPerson1: school.contactPerson1,
    contact1: school.contact1,
    contactPerson2: school.contactPerson2 ?? '',
    contact2: school.contact2 ?? '',
    schoolWebSiteUrl: school.schoolWebSiteUrl,
    schoolWebSiteDomainName: school.schoolWebSiteDomainName ?? '',
    schoolWebSiteDomain: school.schoolWebSiteDomain ?? '',
    otherHostNames: hostNamesText(school.otherHostNames ?? []),
    domainNamePurchaseDate: toDateInput(school.domainNamePurchaseDate),
    domainNameRenewDate: toDateInput(school.domainNameRenewDate),
    domainNameExpireDate: toDateInput(school.domainNameExpireDate),
    amcstartDate: toDateInput(school.amcstartDate),
    amcendDate: toDateInput(school.amcendDate),
    active: school.active,
  };
}
