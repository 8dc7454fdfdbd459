import type { SchoolInput, SchoolRecord } from '@school/shared/contracts/school';
import { hostNameOf } from '@school/shared/contracts/site';
import type { School } from '../../db/schema.js';
import { toFlag } from '../common.js';

const date = (value: string) => value.slice(0, 10);

export const SCHOOL_NOT_FOUND = 'School not found';

/** The addresses of a school other than its Website URL's, in order. */
export const otherHostNamesOf = (row: School, hosts: readonly string[]): string[] => hosts.filter((host) => host !== hostNameOf(row.website_url));

/**
 * A school as the provider's calls answer it (docs/product.md#record-fields); dates as yyyy-MM-dd. `hosts` are
 * its addresses in order (school_hosts).
 */
export function schoolDto(row: School, hosts: readonly string[]): SchoolRecord {
  return {
    schoolId: row.id,
    schoolName: row.school_name,
    schoolCode: row.school_code,
    contactPerson1: row.contact_person1,
    contact1: row.contact1,
    contactPerson2: row.contact_person2 ?? '',
    contact2: row.contact2 ?? '',
    schoolWebSiteUrl: row.website_url,
    schoolWebSiteDomainName: row.website_domain_name ?? '',
    schoolWebSiteDomain: row.website_domain ?? '',
    otherHostNames: otherHostNamesOf(row, hosts),
    domainNamePurchaseDate: row.domain_purchase_date,
    domainNameRenewDate: row.domain_renew_date,
    domainNameExpireDate: row.domain_expire_date,
    amcstartDate: row.amc_start_date,
    amcendDate: row.amc_end_date,
    active: row.active === 1,
  };
}

/** The columns of the schools table the school form sets (its addresses are school_hosts rows). */
export function schoolColumns(input: SchoolInput) {
  return {
    school_name: input.schoolName,
    school_code: input.schoolCode,
    contact_person1: input.contactPerson1,
    contact1: input.contact1,
    contact_person2: input.contactPerson2 || null,
    contact2: input.contact2 || null,
    website_url: input.schoolWebSiteUrl,
    website_domain_name: input.schoolWebSiteDomainName || null,
    website_domain: input.schoolWebSiteDomain || null,
    domain_purchase_date: date(input.domainNamePurchaseDate),
    domain_renew_date: date(input.domainNameRenewDate),
    domain_expire_date: date(input.domainNameExpireDate),
    amc_start_date: date(input.amcstartDate),
    amc_end_date: date(input.amcendDate),
    active: toFlag(input.active),
  };
}

