import * as z from 'zod/mini';
import { optionalEmail, PICTURE_MAX_BYTES, requiredText, type PictureLimit } from './field-rules';

/** An alumnus's photo: the API's limit (docs/product.md#upload-limits), refused with this message. */
export const ALUMNI_PHOTO: PictureLimit = {
  maxBytes: PICTURE_MAX_BYTES,
  refusal: 'The photo must be a JPEG, PNG or WebP image of at most 5 MB.',
};

/** The alumni form's text fields with their rules (docs/product.md#field-rules): only the name is required. */
export const ALUMNI_FIELDS = {
  alumniName: requiredText('Name is required'),
  email: optionalEmail(),
  /** Free text (placeholder 2021), as the spec has it. */
  passOutYear: z.string().check(z.trim()),
  description: z.string().check(z.trim()),
  phone: z.string().check(z.trim()),
};
