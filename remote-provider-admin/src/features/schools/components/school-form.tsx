import { useState } from 'react';
import { get, type FieldError, type UseFormRegister } from 'react-hook-form';
import type { NewSchool } from '@school/shared/contracts/new-school';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { useSchemaForm } from '@school/shared/schema-form';
import { CheckboxField, Field } from '@school/shared/ui/form-field';
import { AdminForm } from '../../../ui/admin-form';
import { withHintBelow } from '../../../ui/hint-below';
import { ESSENTIALS, GROUPS, type TextFieldSpec } from '../school-form-fields';
import { editedSchoolFormSchema, EMPTY_SCHOOL, SchoolFormSchema, type SchoolFormValues } from '../school-form-values';

/** A stored school as its edit form needs it: its id beside the form's values. */
export interface EditedSchool {
  schoolId: number;
  values: SchoolFormValues;
}

/**
 * The add/edit form of the Schools screen, inline above its table (RecordDialog in a FormPanel), with the rules and messages of
 * docs/product.md#field-rules. A new school's form also takes what its site shows; a stored
 * school's profile is the school admin's (Settings), so editing leaves that group out.
 */
export function SchoolForm({ record, saving, onSave, onCancel, failure }: RecordFormProps<EditedSchool, NewSchool>) {
  // A stored school's present code passes as it is, even one given before the code rule.
  const [schema] = useState(() => (record ? editedSchoolFormSchema(record.values.schoolCode) : SchoolFormSchema));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(schema, { defaultValues: record?.values ?? EMPTY_SCHOOL });
  const groups = record ? GROUPS : [...GROUPS, ESSENTIALS];

  return (
    <AdminForm editing={Boolean(record)} saving={saving} onSubmit={(event) => void handleSubmit(onSave)(event)} onCancel={onCancel} failure={failure}>
      {groups.map((group) => [
        <h3 key={group.title} className="admin-form-group">
          {group.title}
        </h3>,
        ...group.fields.map((spec) => <TextField key={spec.name} spec={spec} register={register} error={(get(errors, spec.name) as FieldError | undefined)?.message} />),
      ])}
      <CheckboxField label="Active">{(id) => <input id={id} type="checkbox" {...register('active')} />}</CheckboxField>
    </AdminForm>
  );
}

interface TextFieldProps {
  spec: TextFieldSpec;
  register: UseFormRegister<SchoolFormValues>;
  error: string | undefined;
}

/** One of the school's text fields: an input, or a textarea for 'lines', with its hint below. */
function TextField({ spec: { name, label, type = 'text', hint, autoComplete, lang, spellCheck }, register, error }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(fieldControl) => {
        const { control, hintElement } = withHintBelow(fieldControl, hint);
        return (
          <>
            {type === 'lines' ? (
              <textarea rows={3} autoComplete={autoComplete} spellCheck={spellCheck} {...control} {...register(name)} />
            ) : (
              <input type={type} autoComplete={autoComplete} lang={lang} {...control} {...register(name)} />
            )}
            {hintElement}
          </>
        );
      }}
    </Field>
  );
}
