import * as z from 'zod/mini';
import { pictureFile } from '@school/shared/contracts/field-rules';
import { STAFF_FIELDS, STAFF_PICTURE } from '@school/shared/contracts/staff';

/** The staff modal's form (spec sections 2 and 5): the contract's fields, plus what only a form holds. */
export const StaffInputSchema = z.object({
  ...STAFF_FIELDS,
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  active: z.boolean(),
  /** A newly chosen picture, uploaded as profilePic. */
  picture: z.optional(pictureFile(STAFF_PICTURE)),
  /** The stored picture an edit keeps ('' for none), sent back as profilePicUrl. */
  keptPicture: z.string(),
});

export type StaffInput = z.infer<typeof StaffInputSchema>;

/** A new staff member: everything empty, Active checked (spec section 4). */
export const EMPTY_STAFF_INPUT: StaffInput = {
  fullName: '',
  designation: '',
  qualification: '',
  dob: '',
  email: '',
  phone: '',
  active: true,
  picture: undefined,
  keptPicture: '',
};
