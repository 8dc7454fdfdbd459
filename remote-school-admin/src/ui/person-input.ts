import * as z from 'zod/mini';
import { pictureFile, type PictureLimit } from '@school/shared/contracts/field-rules';

/**
 * What the form of a person with a picture (a staff member, an alumnus) holds beside its
 * contract's text fields (docs/product.md#record-screens).
 */
export function personFields(limit: PictureLimit) {
  return {
    /** yyyy-mm-dd from the date input, or '' for none. */
    dob: z.string(),
    /** A newly chosen picture, to upload. */
    picture: z.optional(pictureFile(limit)),
    /** The stored picture an edit keeps ('' for none). */
    keptPicture: z.string(),
  };
}

export type PersonFields = z.infer<z.ZodMiniObject<ReturnType<typeof personFields>>>;

/** A new person's form: each of the contract's text fields empty, no date of birth, no picture. */
export function emptyPersonInput<Texts extends object>(texts: Texts): { [Name in keyof Texts]: '' } & PersonFields {
  const empty = Object.fromEntries(Object.keys(texts).map((name) => [name, '']));
  return { ...(empty as { [Name in keyof Texts]: '' }), dob: '', picture: undefined, keptPicture: '' };
}
