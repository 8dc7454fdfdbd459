import { useRef, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { PictureLimit } from '@school/shared/contracts/field-rules';
import { useSchemaForm } from '@school/shared/schema-form';
import type { RecordFormProps } from '@school/shared/ui/record-dialog';
import { FormActions } from './form-actions';
import type { PersonFields } from './person-input';
import { PictureField } from './picture-field';
import { RequiredNote } from './required-mark';
import { useFocusAfterFailedSave } from './use-save';
import './admin-form.css';

type Input = FieldValues & PersonFields;

interface PictureRecordFormProps<Item, Values extends Input> extends RecordFormProps<Item, Values> {
  /** The form's schema: what it accepts, with the contract's messages. */
  schema: $ZodType<Values, Values>;
  /** The form of a new record. */
  empty: Values;
  /** The form of a stored record, prefilled. */
  inputOf(record: Item): Values;
  submitLabels: { add: string; edit: string };
  picture: { label: string; noun: string; limit: PictureLimit };
  /** The record's own fields, drawn below the picture. */
  children(form: UseFormReturn<Values>): ReactNode;
}

/**
 * The form of a record with one picture (staff, alumni; docs/product.md#record-screens): the required-fields
 * note, the picture, the record's fields, Cancel and submit. It lives only while its modal is
 * open, so every opening starts afresh, from the record or empty; while it saves every control
 * is disabled, and after a failed save focus goes back to its submit button.
 */
export function PictureRecordForm<Item, Values extends Input>({
  record,
  schema,
  empty,
  inputOf,
  submitLabels,
  picture,
  saving,
  onSave,
  onCancel,
  failure,
  children,
}: PictureRecordFormProps<Item, Values>) {
  const submit = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm(schema, { defaultValues: (record ? inputOf(record) : empty) as DefaultValues<Values> });
  useFocusAfterFailedSave(saving, submit);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <fieldset className="ui-fieldset" disabled={saving}>
          <RequiredNote />
          <PictureField {...picture} disabled={saving} />
          {children(form)}
          {failure}
          <FormActions submitLabel={record ? submitLabels.edit : submitLabels.add} saving={saving} submitRef={submit} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
