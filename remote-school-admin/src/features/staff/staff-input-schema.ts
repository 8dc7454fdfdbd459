import * as z from 'zod/mini';
import { ImageFileSchema, optionalEmail, requiredText } from '../../ui/form-rules';

/** The staff modal's form (spec sections 2 and 5), its messages word for word. */
export const StaffInputSchema = z.object({
  fullName: requiredText('Full name is required'),
  designation: requiredText('Designation is required'),
  qualification: z.string().check(z.trim()),
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  email: optionalEmail(),
  phone: z.string().check(z.trim()),
  active: z.boolean(),
  /** A newly chosen picture, uploaded as profilePic. */
  picture: z.optional(ImageFileSchema),
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
