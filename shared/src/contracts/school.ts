import * as z from 'zod';
import { hostNameOf } from './host-name';

/** An optional plus sign and at least 10 digits (docs/product.md#field-rules). */
export const PHONE = /^\+?\d{10,}$/;
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const requiredDate = (message: string) =>
  required(message).regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, `${message.replace(' is required', '')} must be a date (yyyy-MM-dd)`);

/**
 * A school code: what the site's address bar, the school admin's login and every public call
 * name the school by. Letters, digits and hyphens, 1 to 20 of them: CBSE's school numbers
 * (83181), affiliation numbers (2130176) and 11-digit UDISE codes fit, and so do codes with a
 * prefix (T-1001). One rule for the provider's form, /School/Add and /School/Update and the
 * API's SCHOOL_CODE setting.
 */
export const SCHOOL_CODE = /^[A-Za-z0-9-]{1,20}$/;
export const SCHOOL_CODE_RULE = '1 to 20 letters, digits or hyphens';
export const SCHOOL_CODE_MESSAGE = `School Code must be ${SCHOOL_CODE_RULE}`;

/**
 * The School Code field: required, and a new code follows SCHOOL_CODE. `kept`, a school's present
 * code, passes as it is: a school whose code was given before the rule keeps working and can be
 * edited; the rule applies when a code is created or changed.
 */
export const schoolCodeField = (kept?: string) =>
  required('School Code is required').refine((code) => code === kept || SCHOOL_CODE.test(code), SCHOOL_CODE_MESSAGE);

/** How many addresses a school may have besides its Website URL's. */
const MAX_OTHER_HOST_NAMES = 10;

/** Whether a name is a host name as a school's address is kept and a page finds it by. */
const isHostName = (name: string) => hostNameOf(name) === name;

/**
 * The addresses a school's site answers at besides its Website URL's host name, in order. Each
 * is trimmed and lower-cased; a message names the first name that is wrong.
 */
export const OtherHostNamesSchema = z
  .array(z.string().trim().toLowerCase(), 'Other addresses must be a list of host names')
  .max(MAX_OTHER_HOST_NAMES, `At most ${MAX_OTHER_HOST_NAMES} other addresses`)
  .superRefine((names, context) => {
    const bad = names.find((name) => !isHostName(name));
    if (bad !== undefined) {
      const what = bad === '' ? 'An empty address' : bad;
      context.addIssue({ code: 'custom', input: names, message: `${what} is not a host name: write it as www.example.in, without http://, a port or a path` });
      return;
    }
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice !== undefined) context.addIssue({ code: 'custom', input: names, message: `${twice} is listed twice` });
  });

/**
 * A school as the provider's form edits it and /School/Add and /School/Update receive it, with
 * the messages of docs/product.md#field-rules word for word.
 */
export const SchoolInputSchema = z.strictObject({
  schoolName: required('School Name is required'),
  schoolCode: schoolCodeField(),
  contactPerson1: required('Contact Person 1 is required'),
  contact1: required('Contact 1 is required').regex(PHONE, INVALID_PHONE_MESSAGE),
  contactPerson2: z.string().trim().default(''),
  contact2: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || PHONE.test(value), INVALID_PHONE_MESSAGE),
  schoolWebSiteUrl: required('This field is required').regex(/^https?:\/\/\S+$/, 'Enter a valid URL'),
  schoolWebSiteDomainName: z.string().trim().default(''),
  schoolWebSiteDomain: z.string().trim().default(''),
  /**
   * Left out, a school's other addresses stay as they are (clients that predate the field keep
   * working); a list replaces them. A new school without it has none.
   */
  otherHostNames: OtherHostNamesSchema.optional(),
  domainNamePurchaseDate: requiredDate('Purchase Date is required'),
  domainNameRenewDate: requiredDate('Renew Date is required'),
  domainNameExpireDate: requiredDate('Expire Date is required'),
  amcstartDate: requiredDate('AMC Start Date is required'),
  amcendDate: requiredDate('AMC End Date is required'),
  active: z.boolean().default(false),
});
export type SchoolInput = z.infer<typeof SchoolInputSchema>;

/** A school as every school call answers it (docs/product.md#record-fields), with its other addresses in order. */
export interface SchoolRecord extends Omit<SchoolInput, 'otherHostNames'> {
  schoolId: number;
  otherHostNames: string[];
}
