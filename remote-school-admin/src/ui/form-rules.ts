import * as z from 'zod/mini';

/**
 * Rules both admin forms (staff, alumni) share. Each form's own schema combines them with the
 * spec's messages (section 5).
 */

/** Text that must hold more than spaces; the value the form submits is trimmed. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The API's own e-mail test: it refuses other addresses with this very message. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/**
 * An optional e-mail address. The spec only asks for an e-mail input type, whose browser check
 * the forms replace (they validate themselves, with linked messages); a bad address must still
 * be caught here, since the server would refuse the save and a failed save is only logged.
 */
export const optionalEmail = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || EMAIL.test(value), INVALID_EMAIL_MESSAGE),
  );

/**
 * The picture types the API stores (it checks the bytes and refuses anything else), so the
 * forms refuse other files before uploading them.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The wording the spec gives for the event images (section 5), reused for the same rule. */
export const IMAGE_ONLY_MESSAGE = 'Only JPEG, PNG, or WebP images are allowed.';

/** What the `accept` attribute of a picture input offers in the file chooser. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** A chosen picture file. No size check: the spec names none for staff and alumni pictures. */
export const ImageFileSchema = z.file(IMAGE_ONLY_MESSAGE).check(z.mime(IMAGE_TYPES, IMAGE_ONLY_MESSAGE));
