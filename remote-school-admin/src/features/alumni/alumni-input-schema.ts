import * as z from 'zod/mini';
import { ImageFileSchema, optionalEmail, requiredText } from '../../ui/form-rules';

/** The alumni modal's form (spec sections 2 and 5): only the name is required. */
export const AlumnusInputSchema = z.object({
  alumniName: requiredText('Name is required'),
  email: optionalEmail(),
  /** yyyy-mm-dd from the date input, or '' for none. */
  dob: z.string(),
  /** Free text (placeholder 2021), as the spec has it. */
  passOutYear: z.string().check(z.trim()),
  description: z.string().check(z.trim()),
  phone: z.string().check(z.trim()),
  /** A newly chosen photo, uploaded as file. */
  picture: z.optional(ImageFileSchema),
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
