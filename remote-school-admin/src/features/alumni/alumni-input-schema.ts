import * as z from 'zod/mini';
import { pictureFile } from '@school/shared/contracts/field-rules';
import { ALUMNI_FIELDS, ALUMNI_PHOTO } from '@school/shared/contracts/alumni';

/** The alumni modal's form (spec sections 2 and 5): the contract's fields, plus what only a form holds. */
export const AlumnusInputSchema = z.object({
  ...ALUMNI_FIELDS,
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  /** A newly chosen photo, uploaded as file. */
  picture: z.optional(pictureFile(ALUMNI_PHOTO)),
  /** The stored photo an edit keeps ('' for none). */
  keptPicture: z.string(),
});

export type AlumnusInput = z.infer<typeof AlumnusInputSchema>;

export const EMPTY_ALUMNUS_INPUT: AlumnusInput = {
  alumniName: '',
  email: '',
  dob: '',
  passOutYear: '',
  description: '',
  phone: '',
  picture: undefined,
  keptPicture: '',
};
