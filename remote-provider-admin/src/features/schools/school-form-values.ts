import type * as z from 'zod';
import type { SchoolInputSchema, SchoolRecord } from '@school/shared/contracts/school';

/** What the school form holds: every field as text, Active as a checkbox. */
export type SchoolFormValues = z.input<typeof SchoolInputSchema>;

/** A new school: every field empty and Active unchecked (spec section 4: false by default). */
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
  domainNamePurchaseDate: '',
  domainNameRenewDate: '',
  domainNameExpireDate: '',
  amcstartDate: '',
  amcendDate: '',
  active: false,
};

/**
 * A stored date as a date input needs it, yyyy-MM-dd (spec section 7, /School/GetById): the
 * date part of an ISO date-time is taken as it is, so no time zone can move it by a day.
 */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const isoDate = /^\d{4}-\d{2}-\d{2}/.exec(value);
  if (isoDate) return isoDate[0];
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? '' : parsed.toISOString().slice(0, 10);
}

/** The edit form's values for a fetched school; its id travels beside the form, not in it. */
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
    domainNamePurchaseDate: toDateInput(school.domainNamePurchaseDate),
    domainNameRenewDate: toDateInput(school.domainNameRenewDate),
    domainNameExpireDate: toDateInput(school.domainNameExpireDate),
    amcstartDate: toDateInput(school.amcstartDate),
    amcendDate: toDateInput(school.amcendDate),
    active: school.active,
  };
}
