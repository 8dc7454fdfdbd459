import * as z from 'zod';

/** An optional plus sign and at least 10 digits (spec section 5). */
export const PHONE = /^\+?\d{10,}$/;
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const requiredDate = (message: string) =>
  required(message).regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, `${message.replace(' is required', '')} must be a date (yyyy-MM-dd)`);

/**
 * A school as the provider's form edits it and /School/Add and /School/Update receive it, with
 * the messages of spec section 5 word for word.
 */
export const SchoolInputSchema = z.strictObject({
  schoolName: required('School Name is required'),
  schoolCode: required('School Code is required'),
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
  domainNamePurchaseDate: requiredDate('Purchase Date is required'),
  domainNameRenewDate: requiredDate('Renew Date is required'),
  domainNameExpireDate: requiredDate('Expire Date is required'),
  amcstartDate: requiredDate('AMC Start Date is required'),
  amcendDate: requiredDate('AMC End Date is required'),
  active: z.boolean().default(false),
});
export type SchoolInput = z.infer<typeof SchoolInputSchema>;

/** A school as every school call answers it (spec section 3). */
export interface SchoolRecord extends SchoolInput {
  schoolId: number;
}
