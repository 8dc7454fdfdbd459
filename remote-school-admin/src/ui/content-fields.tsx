import { useFieldArray, useFormContext } from 'react-hook-form';
import { fieldInfo, type FieldInfo } from '@school/shared/contracts/page-fields';
import { ContentPictureField, DocumentField } from './content-file-fields';
import { BilingualField, ChoiceField, PlainField } from './content-text-fields';
import { useFieldError } from './use-field-error';
import './content-fields.css';

type Values = Record<string, unknown>;

/**
 * The fields of a schema built from the page-field blocks (contracts/page-fields.ts), in its
 * order: what `fieldInfo` says of each. Inside a ContentForm, whose Save waits for the uploads
 * of its pictures and documents; the page editor and the settings (the profile's logo, banner
 * and links) both draw their content with it. Here the blocks that hold others (a group, a
 * list); the text fields and the file fields each have their own file.
 */
export function ContentFields({ fields, prefix = '' }: { fields: Record<string, unknown>; prefix?: string }) {
  return (
    <>
      {Object.entries(fields).map(([key, schema]) => {
        const info = fieldInfo(schema);
        return info ? <ContentField key={key} name={`${prefix}${key}`} info={info} /> : null;
      })}
    </>
  );
}

function ContentField({ name, info }: { name: string; info: FieldInfo }) {
  switch (info.widget) {
    case 'text':
    case 'paragraphs':
      return <BilingualField name={name} info={info} />;
    case 'plain':
      return <PlainField name={name} info={info} />;
    case 'choice':
      return <ChoiceField name={name} info={info} />;
    case 'picture':
      return <ContentPictureField name={name} info={info} />;
    case 'pdf':
      return <DocumentField name={name} info={info} />;
    case 'group':
      return (
        <fieldset className="content-group">
          <legend>{info.label}</legend>
          <ContentFields fields={info.fields} prefix={`${name}.`} />
        </fieldset>
      );
    case 'list':
      return <ListField name={name} info={info} />;
  }
}

/** Items of one kind: each in its own box, moved up or down, removed, or added at the end. */
function ListField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'list' }> }) {
  // The form's shape is known only at run time (the page's schema): its paths are strings here.
  const { control } = useFormContext<{ list: Values[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: name as 'list' });
  const item = fieldInfo(info.of);
  const error = useFieldError(name);
  const empty = emptyItem(info.of);
  if (!item) return null;
  return (
    <fieldset className="content-list">
      <legend>{info.label}</legend>
      {info.hint && <p className="admin-form-note">{info.hint}</p>}
      {fields.length === 0 && <p className="admin-form-note">None yet.</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="content-item">
          <legend>
            {info.item} {index + 1}
          </legend>
          {item.widget === 'group' ? <ContentFields fields={item.fields} prefix={`${name}.${index}.`} /> : <ContentField name={`${name}.${index}`} info={item} />}
          <div className="content-item-actions">
            {/* Named with their item, each starting with the words it shows (WCAG 2.5.3). */}
            <button type="button" className="ui-button" aria-label={`Move up: ${info.item} ${index + 1}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              Move up
            </button>
            <button
              type="button"
              className="ui-button"
              aria-label={`Move down: ${info.item} ${index + 1}`}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              Move down
            </button>
            <button type="button" className="ui-button" aria-label={`Remove: ${info.item} ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      {error && <p className="ui-field-error">{error}</p>}
      <button type="button" className="ui-button" disabled={fields.length >= info.max} onClick={() => append(empty as Values)}>
        Add {info.item.toLowerCase()}
      </button>
    </fieldset>
  );
}

/** A new item as its schema makes it: a group's fields from `{}`, a picture from its default. */
function emptyItem(schema: unknown): Values {
  const parse = (schema as { safeParse(value: unknown): { success: boolean; data?: unknown } }).safeParse;
  const attempt = parse.call(schema, undefined);
  return (attempt.success ? attempt.data : parse.call(schema, {}).data) as Values;
}
