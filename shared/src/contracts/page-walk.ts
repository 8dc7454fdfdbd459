import { fieldInfo, type FieldInfo } from './page-fields';

/**
 * Every field of content drawn from the page-field blocks (a page schema's shape, or part of the
 * profile's), in the editor's order, with its path in the form and its place as the editor
 * labels it. Groups and lists are walked into; what is left are the blocks a person fills in.
 * The content may be a form's values as the admin types them: anything not of the schema's
 * shape is read as empty. The Hindi gaps and the site-health checks both read content so.
 */

export type LeafInfo = Exclude<FieldInfo, { widget: 'group' | 'list' }>;

export interface FieldAt {
  /** Where its value is in the form: `labs.1.name`, `photo`. */
  path: string;
  /** Its place as the editor shows it, from the outermost box: `Laboratories › Laboratory 2 › Name`. */
  label: string;
  info: LeafInfo;
  value: unknown;
}

export const LABEL_SEPARATOR = ' › ';

export const objectAt = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function walkField(info: FieldInfo, value: unknown, path: string, trail: string[]): FieldAt[] {
  switch (info.widget) {
    case 'group':
      return walkFields(info.fields, value, `${path}.`, [...trail, info.label]);
    case 'list': {
      const item = fieldInfo(info.of);
      if (!item || !Array.isArray(value)) return [];
      return value.flatMap((entry, index) => {
        // The item's legend ("Laboratory 2", "Picture 2") names it: a group's fields, or a
        // picture, follow it without their own label again.
        const itemTrail = [...trail, info.label, `${info.item} ${index + 1}`];
        return item.widget === 'group' ? walkFields(item.fields, entry, `${path}.${index}.`, itemTrail) : walkField({ ...item, label: '' } as FieldInfo, entry, `${path}.${index}`, itemTrail);
      });
    }
    default:
      return [{ path, label: [...trail, info.label].filter(Boolean).join(LABEL_SEPARATOR), info, value }];
  }
}

function walkFields(fields: Record<string, unknown>, value: unknown, prefix: string, trail: string[]): FieldAt[] {
  const values = objectAt(value);
  return Object.entries(fields).flatMap(([key, schema]) => {
    const info = fieldInfo(schema);
    return info ? walkField(info, values[key], `${prefix}${key}`, trail) : [];
  });
}

/** Every field a person fills in, in the editor's order (see above). */
export function fieldsIn(fields: Record<string, unknown>, content: unknown): FieldAt[] {
  return walkFields(fields, content, '', []);
}
