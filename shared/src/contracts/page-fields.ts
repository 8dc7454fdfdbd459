import * as z from 'zod';
import { formatCount } from '../dates';
import type { Bilingual } from './page-values';

/**
 * The building blocks of a page's content (pages.ts): each is a zod schema that also tells the
 * school admin's editor how to show it, through `fieldInfo`. The editor reads only
 * that, never zod's internals, so every block describes its outermost schema, with
 * its children (a group's fields, a list's item) named in the description. Every block defaults to
 * empty, so `{}` is a page the school has not filled in, and an empty field is left off.
 */

export { filesIn, isBlank } from './page-values';
export type { Bilingual, UploadedFile } from './page-values';

const NO_TEXT: Bilingual = { en: '', hi: '' };

export type FieldInfo =
  | { widget: 'text' | 'paragraphs'; label: string; hint?: string; max: number }
  | { widget: 'plain'; label: string; hint?: string; max: number; inputType: 'text' | 'url' | 'date'; numeric?: boolean; link?: boolean }
  | { widget: 'choice'; label: string; hint?: string; options: readonly { value: string; label: string }[] }
  | { widget: 'picture' | 'pdf'; label: string; hint?: string }
  | { widget: 'group'; label: string; fields: Record<string, z.ZodType> }
  | { widget: 'list'; label: string; hint?: string; item: string; of: z.ZodType; max: number };

const infos = new WeakMap<object, FieldInfo>();

/** What the editor shows for a field; undefined for a schema not made by these blocks. */
export const fieldInfo = (schema: unknown): FieldInfo | undefined => infos.get(schema as object);

const described = <S extends object>(schema: S, info: FieldInfo): S => {
  infos.set(schema, info);
  return schema;
};

const tooLong = (max: number) => `At most ${formatCount(max)} characters`;

const bilingualOf = (max: number) =>
  z.strictObject({
    en: z.string().trim().max(max, tooLong(max)).default(''),
    hi: z.string().trim().max(max, tooLong(max)).default(''),
  });

interface TextOptions {
  hint?: string;
  max?: number;
}

/** One line in English and Hindi: a heading, a name of a thing, a label. */
export const text = (label: string, { hint, max = 300 }: TextOptions = {}) =>
  described(bilingualOf(max).default(NO_TEXT), { widget: 'text', label, hint, max });

/** Running text in English and Hindi; a blank line starts a new paragraph, a line starting "- " is a list item. */
export const paragraphs = (label: string, { hint, max = 10_000 }: TextOptions = {}) =>
  described(bilingualOf(max).default(NO_TEXT), { widget: 'paragraphs', label, hint, max });

/** Text the same in both languages: a person's name, a date, a code, a score. */
export const plain = (label: string, { hint, max = 200 }: TextOptions = {}) =>
  described(z.string().trim().max(max, tooLong(max)).default(''), { widget: 'plain', label, hint, max, inputType: 'text' });

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
/** A page of this site: one slash, then no second slash or backslash (browsers read "//x" and "/\x" as another site). */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A web address of another site: '' or http(s)://… With `sitePaths`, a page of this site too
 * (/contact), which the page links to in the same tab; the input is then plain text, as a
 * browser's URL field would refuse the path.
 */
export const link = (label: string, hint?: string, { sitePaths = false }: { sitePaths?: boolean } = {}) =>
  described(
    z
      .string()
      .trim()
      .max(2000, tooLong(2000))
      .refine(
        (value) => value === '' || WEB_ADDRESS.test(value) || (sitePaths && SITE_PATH.test(value)),
        sitePaths ? 'Enter a web address (https://…) or a page of this site (/contact)' : 'Enter a valid URL',
      )
      .default(''),
    { widget: 'plain', label, hint, max: 2000, inputType: sitePaths ? 'text' : 'url', link: true },
  );

/** A YouTube video's id, the 11 characters after "v=" in its address: '' or the id. */
export const youtubeId = (label: string, hint?: string) =>
  described(
    z
      .string()
      .trim()
      .refine((value) => value === '' || /^[A-Za-z0-9_-]{11}$/.test(value), 'Enter the 11 characters after "v=" in the video’s address')
      .default(''),
    { widget: 'plain', label, hint, max: 11, inputType: 'text' },
  );

/**
 * A count or a measure, such as pupils registered or an area in square metres: '' while not
 * given, else digits (with `decimals`, up to that many after a point). Kept as text, as every
 * block keeps its empty value '', and read as a number where a figure is computed from it.
 */
export const quantity = (label: string, { hint, decimals = 0 }: { hint?: string; decimals?: number } = {}) => {
  const pattern = new RegExp(decimals > 0 ? `^\\d{1,9}(\\.\\d{1,${decimals}})?$` : '^\\d{1,9}$');
  const message = decimals > 0 ? `Enter a number, with at most ${decimals} digits after the point` : 'Enter a whole number';
  return described(
    z
      .string()
      .trim()
      .refine((value) => value === '' || pattern.test(value), message)
      .default(''),
    { widget: 'plain', label, hint, max: 12, inputType: 'text', numeric: true },
  );
};

/** A calendar date, yyyy-mm-dd as a date input gives it: '' while not given. */
export const date = (label: string, hint?: string) =>
  described(
    z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), 'Enter a date')
      .default(''),
    { widget: 'plain', label, hint, max: 10, inputType: 'date' },
  );

/** One of a few answers, such as yes or no: '' while the school has not said. */
export const choice = (label: string, options: readonly { value: string; label: string }[], hint?: string) =>
  described(
    z
      .string()
      .refine((value) => value === '' || options.some((option) => option.value === value), 'Choose one of the answers')
      .default(''),
    { widget: 'choice', label, hint, options },
  );

/**
 * A school's media folder's name in a stored path: school.<id> (the API's uploads/multipart-form.ts
 * schoolFolder), or a school code's letters, digits, _ and - as files were stored before, which
 * a document written then may still name until the API's start-up has moved them.
 */
export const MEDIA_FOLDER_PATTERN = '(?:school\\.\\d+|[A-Za-z0-9_-]+)';

/** A file the API stored for a school's pages: uploads/<school's folder>/pages/<generated name>.<ext>, or '' for none. */
const storedFile = (extensions: string) =>
  z.string().regex(new RegExp(`^(|uploads/${MEDIA_FOLDER_PATTERN}/pages/[0-9a-f-]{36}\\.(${extensions}))$`), 'Upload the file again');

export const PictureSchema = z.strictObject({
  /** '' while there is none. */
  path: storedFile('webp'),
  width: z.number().int().min(0).max(10_000),
  height: z.number().int().min(0).max(10_000),
  /** What the picture shows, for those who cannot see it. */
  alt: bilingualOf(300).default(NO_TEXT),
});
export type Picture = z.infer<typeof PictureSchema>;
export const NO_PICTURE: Picture = { path: '', width: 0, height: 0, alt: NO_TEXT };

/** A picture the school uploads (re-encoded by the API), with its description. */
export const picture = (label: string, hint?: string) => described(PictureSchema.default(NO_PICTURE), { widget: 'picture', label, hint });

/** A PDF document the school uploads: '' while it has none. */
export const pdf = (label: string, hint?: string) => described(storedFile('pdf').default(''), { widget: 'pdf', label, hint });

/** A rule across a group's fields, reported at one of them (e.g. passed no more than registered). */
export interface GroupRule<Value> {
  holds: (value: Value) => boolean;
  message: string;
  at: string;
}

/**
 * Fields that belong together: a list's item, or a part of a page. Missing, it is its fields'
 * defaults (prefault: `{}` is parsed, so each field fills in its own), as every block is empty
 * by default.
 */
export const group = <Shape extends Record<string, z.ZodType>>(label: string, fields: Shape, rule?: GroupRule<z.output<z.ZodObject<Shape>>>) => {
  const schema = z.strictObject(fields);
  const checked = rule ? schema.refine(rule.holds, { message: rule.message, path: [rule.at] }) : schema;
  // Every field of a group has its default, so `{}` is always a valid input (the type cannot know it).
  return described(checked.prefault({} as never), { widget: 'group', label, fields });
};

/** Items of one kind, in the order the school puts them. */
export const list = <Item extends z.ZodType>(label: string, item: string, of: Item, { hint, max = 50 }: { hint?: string; max?: number } = {}) =>
  described(z.array(of).max(max, `At most ${max} items`).default([]), { widget: 'list', label, hint, item, of, max });

const MB = 1024 * 1024;

/** A page's picture as uploaded (the API re-encodes it to WebP of at most PAGE_PICTURE_SIDE pixels a side). */
export const PAGE_PICTURE_LIMIT = { maxBytes: 10 * MB, refusal: 'Pictures must be JPEG, PNG or WebP files of at most 10 MB.' };
export const PAGE_PICTURE_SIDE = 1600;

/** A page's document: a PDF, as CBSE's disclosure asks for. */
export const PAGE_DOCUMENT_LIMIT = { maxBytes: 20 * MB, refusal: 'Documents must be PDF files of at most 20 MB.' };
