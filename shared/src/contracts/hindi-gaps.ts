import { fieldInfo, type FieldInfo } from './page-fields';
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

const SEPARATOR = ' › ';

const written = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

const objectAt = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

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

/** One `{ en, hi }` value with its path and label. */
function bilingualText(value: unknown, path: string, trail: string[]): BilingualText[] {
  const { en, hi } = objectAt(value);
  return [{ path, label: trail.filter(Boolean).join(SEPARATOR), en: textOf(en), hi: textOf(hi) }];
}

/** A picture's description is the picture's only text, and the editor labels it so. */
const PICTURE_TEXT = 'What the picture shows';

function textsOfField(info: FieldInfo, value: unknown, path: string, trail: string[]): BilingualText[] {
  switch (info.widget) {
    case 'text':
    case 'paragraphs':
      return bilingualText(value, path, [...trail, info.label]);
    case 'picture':
      return bilingualText(objectAt(value).alt, `${path}.alt`, [...trail, info.label, PICTURE_TEXT]);
    case 'group':
      return textsOfFields(info.fields, value, `${path}.`, [...trail, info.label]);
    case 'list': {
      const item = fieldInfo(info.of);
      if (!item || !Array.isArray(value)) return [];
      return value.flatMap((entry, index) => {
        // The item's legend ("Laboratory 2", "Picture 2") names it: a group's fields, or a
        // picture, follow it without their own label again.
        const itemTrail = [...trail, info.label, `${info.item} ${index + 1}`];
        return item.widget === 'group'
          ? textsOfFields(item.fields, entry, `${path}.${index}.`, itemTrail)
          : textsOfField({ ...item, label: '' }, entry, `${path}.${index}`, itemTrail);
      });
    }
    case 'plain':
    case 'choice':
    case 'pdf':
      return [];
  }
}

function textsOfFields(fields: Record<string, unknown>, value: unknown, prefix: string, trail: string[]): BilingualText[] {
  const values = objectAt(value);
  return Object.entries(fields).flatMap(([key, schema]) => {
    const info = fieldInfo(schema);
    return info ? textsOfField(info, values[key], `${prefix}${key}`, trail) : [];
  });
}

/**
 * Every `{ en, hi }` text of content drawn from these page-field blocks, in the editor's order,
 * each with its path and label (filled in or not). The content may be a form's values as the
 * admin types them: anything not of the schema's shape is read as empty.
 */
export function bilingualTextsIn(fields: Record<string, unknown>, content: unknown): BilingualText[] {
  return textsOfFields(fields, content, '', []);
}

/** The gap of one `{ en, hi }` value, if it is one. */
function bilingualGap(value: unknown, path: string, trail: string[]): HindiGap[] {
  return lacksHindi(value) ? [{ hindiPath: `${path}.hi`, label: trail.filter(Boolean).join(SEPARATOR) }] : [];
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
