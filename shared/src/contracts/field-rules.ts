import * as z from 'zod/mini';

/**
 * Rules of single fields that the forms and the API both apply, with their messages
 * (docs/product.md#field-rules). A record's contract (staff.ts, alumni.ts, events.ts) combines them.
 */

/** Text that must hold more than spaces; the value passed on is trimmed. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * The one e-mail rule of every form and of the API: a "valid email address" of the HTML standard,
 * what a browser's `type=email` input takes (RFC 5322 atext and dots before the @, then labels
 * of letters, digits and inner hyphens of at most 63 characters), with at least one dot after
 * the @, as an address a school publishes has. No quotes, spaces, brackets, colons or
 * parentheses: no markup or script can pass as an address (docs/decisions/003-hardening.md).
 */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';
/** '' (none) or a valid e-mail address: the one e-mail rule of every form. */
export const isOptionalEmail = (value: string) => value === '' || EMAIL.test(value);

/** An optional e-mail address: '' for none, else a valid address (trimmed). */
export const optionalEmail = () =>
  z.string().check(
    z.trim(),
    z.refine(isOptionalEmail, INVALID_EMAIL_MESSAGE),
  );

/** The picture types the API stores (it checks the bytes and refuses anything else). */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** The event images' fixed wording (docs/product.md#exact-texts), reused for the same rule. */
export const IMAGE_ONLY_MESSAGE = 'Only JPEG, PNG, or WebP images are allowed.';

/** What the `accept` attribute of a picture input offers in the file chooser. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The largest picture the staff and alumni forms take (the spec names no limit; the API's). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The largest picture a form takes, and what the API answers for a larger one. */
export interface PictureLimit {
  maxBytes: number;
  refusal: string;
}

/** A chosen picture file: one of IMAGE_TYPES, and no larger than the form's limit. */
export const pictureFile = ({ maxBytes, refusal }: PictureLimit) =>
  z.file(IMAGE_ONLY_MESSAGE).check(z.mime([...IMAGE_TYPES], IMAGE_ONLY_MESSAGE), z.maxSize(maxBytes, refusal));
