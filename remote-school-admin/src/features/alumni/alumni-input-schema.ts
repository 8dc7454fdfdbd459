import * as z from 'zod/mini';
import { ALUMNI_FIELDS, ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { pictureFields } from '../../ui/picture-field';

/** The alumni modal's form (docs/product.md#record-screens): the contract's fields, plus what only a form holds. */
export const AlumnusInputSchema = z.object({
  ...ALUMNI_FIELDS,
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  /** A new picture (uploaded as file) or the stored one an edit keeps. */
  ...pictureFields(ALUMNI_PHOTO),
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
