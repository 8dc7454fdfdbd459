import { fieldInfo, type FieldInfo } from '@school/shared/contracts/page-fields';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';

/**
 * What differs between two contents of one page, field by field, in the editor's order and with
 * the editor's labels (the conflict view and the history's side-by-side). A text is one field
 * with its English and Hindi; a picture is its file and its description; a list is compared item
 * by item, an item only one side has against an empty one.
 */

/** A field's value on one side: a text in English and Hindi, or one plain value (a name, a date, a file). */
export type FieldValue = { en: string; hi: string } | { plain: string };

export interface FieldDifference {
  /** Where it is in the content: `labs.1.name`, `photo.alt`. */
  path: string;
  /** Its place as the editor shows it: `Laboratories › Laboratory 2 › Name`. */
  label: string;
  one: FieldValue;
  other: FieldValue;
}

const SEPARATOR = ' › ';
const objectAt = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const bilingual = (value: unknown): FieldValue => ({ en: textOf(objectAt(value).en), hi: textOf(objectAt(value).hi) });
/** A stored file as people know it: its name, not the folder the server chose. */
const fileName = (path: unknown, none: string): FieldValue => ({ plain: textOf(path).split('/').pop() || none });

const same = (one: FieldValue, other: FieldValue) => JSON.stringify(one) === JSON.stringify(other);

function leaf(label: string[], path: string, one: FieldValue, other: FieldValue): FieldDifference[] {
  return same(one, other) ? [] : [{ path, label: label.filter(Boolean).join(SEPARATOR), one, other }];
}

function fieldDifferences(info: FieldInfo, one: unknown, other: unknown, path: string, trail: string[]): FieldDifference[] {
  const label = [...trail, info.label];
  switch (info.widget) {
    case 'text':
    case 'paragraphs':
      return leaf(label, path, bilingual(one), bilingual(other));
    case 'plain':
      return leaf(label, path, { plain: textOf(one) }, { plain: textOf(other) });
    case 'choice': {
      const shown = (value: unknown): FieldValue => ({ plain: info.options.find((option) => option.value === value)?.label ?? textOf(value) });
      return leaf(label, path, shown(one), shown(other));
    }
    case 'pdf':
      return leaf(label, path, fileName(one, 'No document'), fileName(other, 'No document'));
    case 'picture':
      return [
        ...leaf([...label, 'Picture file'], `${path}.path`, fileName(objectAt(one).path, 'No picture'), fileName(objectAt(other).path, 'No picture')),
        ...leaf([...label, 'What the picture shows'], `${path}.alt`, bilingual(objectAt(one).alt), bilingual(objectAt(other).alt)),
      ];
    case 'group':
      return fieldsDifferences(info.fields, one, other, `${path}.`, label);
    case 'list': {
      const item = fieldInfo(info.of);
      const ones = Array.isArray(one) ? one : [];
      const others = Array.isArray(other) ? other : [];
      if (!item) return [];
      return Array.from({ length: Math.max(ones.length, others.length) }, (_, index) => {
        const itemTrail = [...label, `${info.item} ${index + 1}`];
        // The item's legend names it: a group's fields, or a picture, follow without their own label again.
        return item.widget === 'group'
          ? fieldsDifferences(item.fields, ones[index], others[index], `${path}.${index}.`, itemTrail)
          : fieldDifferences({ ...item, label: '' }, ones[index], others[index], `${path}.${index}`, itemTrail);
      }).flat();
    }
  }
}

function fieldsDifferences(fields: Record<string, unknown>, one: unknown, other: unknown, prefix: string, trail: string[]): FieldDifference[] {
  return Object.entries(fields).flatMap(([key, schema]) => {
    const info = fieldInfo(schema);
    return info ? fieldDifferences(info, objectAt(one)[key], objectAt(other)[key], `${prefix}${key}`, trail) : [];
  });
}

/** The fields of a page of this kind whose values differ between `one` and `other`. */
export function pageDifferences(kind: PageKind, one: unknown, other: unknown): FieldDifference[] {
  return fieldsDifferences(PAGES[kind].schema.shape, one, other, '', []);
}
