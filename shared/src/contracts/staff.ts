import * as z from 'zod/mini';
import { optionalEmail, PICTURE_MAX_BYTES, requiredText, type PictureLimit } from './field-rules';

/** The profile picture: the API's limit (spec section 5 names none), refused with this message. */
export const STAFF_PICTURE: PictureLimit = {
  maxBytes: PICTURE_MAX_BYTES,
  refusal: 'The profile picture must be a JPEG, PNG or WebP image of at most 5 MB.',
};

/** The staff form's text fields with their rules (spec section 5): the form and the API apply these. */
export const STAFF_FIELDS = {
  fullName: requiredText('Full name is required'),
  designation: requiredText('Designation is required'),
  qualification: z.string().check(z.trim()),
  email: optionalEmail(),
  phone: z.string().check(z.trim()),
};
