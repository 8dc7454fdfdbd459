import type { FieldPath } from 'react-hook-form';
import type { SchoolFormValues } from './school-form-values';

export interface TextFieldSpec {
  name: Exclude<FieldPath<SchoolFormValues>, 'active' | 'profile' | 'profile.address'>;
  label: string;
  /** A textarea for 'lines', else an input of this type. */
  type?: 'text' | 'tel' | 'email' | 'url' | 'date' | 'lines';
  hint?: string;
  autoComplete?: string;
  lang?: string;
  spellCheck?: boolean;
}

export interface FieldGroup {
  title: string;
  fields: TextFieldSpec[];
}

// The School entity's fields (docs/product.md#record-fields) in the order a person fills them in.
export const GROUPS: FieldGroup[] = [
  {
    title: 'School',
    fields: [
      { name: 'schoolName', label: 'School Name', autoComplete: 'organization' },
      { name: 'schoolCode', label: 'School Code' },
    ],
  },
  {
    title: 'Contacts',
    fields: [
      { name: 'contactPerson1', label: 'Contact Person 1', autoComplete: 'off' },
      { name: 'contact1', label: 'Contact 1', type: 'tel', hint: 'An optional + and at least 10 digits', autoComplete: 'off' },
      { name: 'contactPerson2', label: 'Contact Person 2 (optional)', autoComplete: 'off' },
      { name: 'contact2', label: 'Contact 2 (optional)', type: 'tel', hint: 'An optional + and at least 10 digits', autoComplete: 'off' },
    ],
  },
  {
    title: 'Website',
    fields: [
      { name: 'schoolWebSiteUrl', label: 'Website URL', type: 'url', hint: 'Starts with http:// or https://' },
      {
        name: 'otherHostNames',
        label: 'Other addresses (optional)',
        type: 'lines',
        hint: 'Other host names this site answers at, one per line, e.g. www.example.in',
        autoComplete: 'off',
        spellCheck: false,
      },
      { name: 'schoolWebSiteDomainName', label: 'Domain Name (optional)' },
      { name: 'schoolWebSiteDomain', label: 'Domain (optional)' },
    ],
  },
  {
    title: 'Domain and AMC dates',
    fields: [
      { name: 'domainNamePurchaseDate', label: 'Purchase Date', type: 'date' },
      { name: 'domainNameRenewDate', label: 'Renew Date', type: 'date' },
      { name: 'domainNameExpireDate', label: 'Expire Date', type: 'date' },
      { name: 'amcstartDate', label: 'AMC Start Date', type: 'date' },
      { name: 'amcendDate', label: 'AMC End Date', type: 'date' },
    ],
  },
];

/**
 * What the school's site shows of its profile, set when the school is added; from then on the
 * profile is the school admin's (Settings), so editing a school leaves this group out.
 */
export const ESSENTIALS: FieldGroup = {
  title: 'Shown on the school’s site',
  fields: [
    { name: 'profile.nameHi', label: 'Name in Hindi (optional)', lang: 'hi', autoComplete: 'off' },
    { name: 'profile.affiliationNumber', label: 'Affiliation Number (optional)', autoComplete: 'off' },
    { name: 'profile.address.en', label: 'Address (optional)', type: 'lines', hint: 'One line of the address per line', autoComplete: 'off' },
    { name: 'profile.phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'off' },
    { name: 'profile.email', label: 'Email (optional)', type: 'email', autoComplete: 'off' },
  ],
};
