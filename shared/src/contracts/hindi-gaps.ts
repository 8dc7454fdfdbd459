import { fieldsIn, LABEL_SEPARATOR, objectAt, type FieldAt } from './page-walk';
import { PAGES, type PageKind } from './pages';
import { SchoolProfileSchema } from './school-profile';

/**
 * The texts a school has written in English but not yet in Hindi (issue 15: the admin screens
 * show which, the setup checklist counts them). A text empty in both languages is no gap, and
 * neither is one written only in Hindi. Each item of a list is counted with its own fields.
 */

/** One text with English and no Hindi. */
export interface HindiGap {
  /** Where its Hindi input is in the form: `labs.1.name.hi`, `photo.alt.hi`, `nameHi`. */
  hindiPath: string;
  /** Its place as the editor shows it, from the outermost box: `Laboratories › Laboratory 2 › Name`. */
  label: string;
}

const written = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether a `{ en, hi }` value has its English and no Hindi: what the editor marks "No Hindi yet". */
export function lacksHindi(value: unknown): boolean {
  const { en, hi } = objectAt(value);
  return written(en) && !written(hi);
}

/** One `{ en, hi }` text of a form, wherever it is. */
export interface BilingualText {
  /** Where its value is in the form: `labs.1.name`, `photo.alt`. */
  path: string;
  /** Its place as the editor shows it (HindiGap's label). */
  label: string;
  en: string;
  hi: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A picture's description is the picture's only text, and the editor labels it so. */
export const PICTURE_TEXT = 'What the picture shows';

/** The `{ en, hi }` text of one field, if it has one: a text, running text, or a picture's description. */
function textOfField({ info, value, path, label }: FieldAt): BilingualText[] {
  const pair = (bilingual: unknown, at: string, named: string) => {
    const { en, hi } = objectAt(bilingual);
    return [{ path: at, label: named, en: textOf(en), hi: textOf(hi) }];
  };
  if (info.widget === 'text' || info.widget === 'paragraphs') return pair(value, path, label);
  if (info.widget === 'picture') return pair(objectAt(value).alt, `${path}.alt`, [label, PICTURE_TEXT].filter(Boolean).join(LABEL_SEPARATOR));
  return [];
}

/**
 * Every `{ en, hi }` text of content drawn from these page-field blocks, in the editor's order,
 * each with its path and label (filled in or not). The content may be a form's values as the
 * admin types them: anything not of the schema's shape is read as empty.
 */
export function bilingualTextsIn(fields: Record<string, unknown>, content: unknown): BilingualText[] {
  return fieldsIn(fields, content).flatMap(textOfField);
}

/** The gap of one `{ en, hi }` value, if it is one. */
function bilingualGap(value: unknown, path: string, trail: string[]): HindiGap[] {
  return lacksHindi(value) ? [{ hindiPath: `${path}.hi`, label: trail.filter(Boolean).join(LABEL_SEPARATOR) }] : [];
}

/**
 * The texts without Hindi in content drawn from these page-field blocks (a page schema's
 * shape, or part of the profile's), in the editor's order. The content may be a form's values
 * as the admin types them: anything not of the schema's shape is read as empty.
 */
export function hindiGapsIn(fields: Record<string, unknown>, content: unknown): HindiGap[] {
  return bilingualTextsIn(fields, content)
    .filter((text) => lacksHindi(text))
    .map(({ path, label }) => ({ hindiPath: `${path}.hi`, label }));
}

/** The texts without Hindi on a page of this kind. */
export function pageHindiGaps(kind: PageKind, content: unknown): HindiGap[] {
  return hindiGapsIn(PAGES[kind].schema.shape, content);
}

/** The profile's texts with their Settings labels; its pictures and lists are page-field blocks. */
const { logo, banner, social } = SchoolProfileSchema.shape;

/**
 * The profile's texts without Hindi, as the Settings screen labels them. The school's English
 * name is the one the provider gave it (GET /Site's schoolName), so its Hindi name is missing
 * once it has an English one.
 */
export function profileHindiGaps(profile: unknown, schoolName: string): HindiGap[] {
  const values = objectAt(profile);
  return [
    ...(written(schoolName) && !written(values.nameHi) ? [{ hindiPath: 'nameHi', label: 'School name in Hindi' }] : []),
    ...bilingualGap(values.ministry, 'ministry', ['Line above the header']),
    ...bilingualGap(values.address, 'address', ['Address']),
    ...hindiGapsIn({ logo, banner, social }, values),
  ];
}

/** Every `{ en, hi }` text on a page of this kind, filled in or not (the policy editor compares them with its default's). */
export function pageTexts(kind: PageKind, content: unknown): BilingualText[] {
  return bilingualTextsIn(PAGES[kind].schema.shape, content);
}
