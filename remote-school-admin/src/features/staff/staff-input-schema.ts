import * as z from 'zod/mini';
import { STAFF_FIELDS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import { pictureFields } from '../../ui/picture-field';

/** The staff modal's form (docs/product.md#record-screens): the contract's fields, plus what only a form holds. */
export const StaffInputSchema = z.object({
  ...STAFF_FIELDS,
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  active: z.boolean(),
  /** A new picture (uploaded as profilePic) or the stored one an edit keeps (profilePicUrl). */
  ...pictureFields(STAFF_PICTURE),
});

export type StaffInput = z.infer<typeof StaffInputSchema>;

/** A new staff member: everything empty, Active checked (docs/product.md#record-screens). */
export const EMPTY_STAFF_INPUT: StaffInput = {
  fullName: '',
  designation: '',
  qualification: '',
  dob: '',
  email: '',
  phone: '',
  category: '',
  active: true,
  picture: undefined,
  keptPicture: '',
};
