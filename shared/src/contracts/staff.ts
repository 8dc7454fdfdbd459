import * as z from 'zod/mini';
import { optionalEmail, PICTURE_MAX_BYTES, requiredText, type PictureLimit } from './field-rules';

/** The profile picture: the API's limit (docs/product.md#upload-limits), refused with this message. */
export const STAFF_PICTURE: PictureLimit = {
  maxBytes: PICTURE_MAX_BYTES,
  refusal: 'The profile picture must be a JPEG, PNG or WebP image of at most 5 MB.',
};

/**
 * What post a staff member holds, as CBSE's Mandatory Public Disclosure (Appendix IX, section D)
 * counts staff: its figures are computed from these (contracts/disclosure.ts). In this order in
 * the staff form's select; a member without one is not counted.
 */
export const STAFF_CATEGORIES = ['principal', 'vicePrincipal', 'pgt', 'tgt', 'prt', 'specialEducator', 'counsellor', 'librarian', 'pet', 'nonTeaching'] as const;
export type StaffCategory = (typeof STAFF_CATEGORIES)[number];

export const STAFF_CATEGORY_LABELS: Record<StaffCategory, string> = {
  principal: 'Principal',
  vicePrincipal: 'Vice Principal',
  pgt: 'PGT (Post Graduate Teacher)',
  tgt: 'TGT (Trained Graduate Teacher)',
  prt: 'PRT (Primary Teacher)',
  specialEducator: 'Special Educator',
  counsellor: 'Counsellor and Wellness Teacher',
  librarian: 'Librarian',
  pet: 'PET (Physical Education Teacher)',
  nonTeaching: 'Non-teaching staff',
};

export const isStaffCategory = (value: unknown): value is StaffCategory => (STAFF_CATEGORIES as readonly unknown[]).includes(value);

/** The staff form's text fields with their rules (docs/product.md#field-rules): the form and the API apply these. */
export const STAFF_FIELDS = {
  fullName: requiredText('Full name is required'),
  designation: requiredText('Designation is required'),
  qualification: z.string().check(z.trim()),
  email: optionalEmail(),
  phone: z.string().check(z.trim()),
  /** '' for none. */
  category: z.union([z.literal(''), z.enum(STAFF_CATEGORIES)], { error: 'Choose a category from the list' }),
};
