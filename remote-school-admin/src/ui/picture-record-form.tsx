import { useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { PictureLimit } from '@school/shared/contracts/field-rules';
import { FormActions } from './form-actions';
import { PictureField, type PictureFields } from './picture-field';
import type { RecordFormProps } from './record-dialog';
import { RequiredNote } from './required-mark';
import { useFocusAfterFailedSave } from './use-save';
import './admin-form.css';

type Input = FieldValues & PictureFields;

interface PictureRecordFormProps<Values extends Input> extends Omit<RecordFormProps<unknown, Values>, 'record'> {
  resolver: Resolver<Values>;
  defaults: Values;
  submitLabel: string;
  picture: { label: string; noun: string; limit: PictureLimit };
  /** The record's own fields, drawn below the picture. */
  children(form: UseFormReturn<Values>): ReactNode;
}

/**
 * The form of a record with one picture (staff, alumni; docs/product.md#record-screens): the required-fields
 * note, the picture, the record's fields, Cancel and submit. It lives only while its modal is
 * open, so every opening starts afresh from its defaults; while it saves every control is
 * disabled, and after a failed save focus goes back to its submit button.
 */
export function PictureRecordForm<Values extends Input>({
  resolver,
  defaults,
  submitLabel,
  picture,
  saving,
  onSave,
  onCancel,
  children,
}: PictureRecordFormProps<Values>) {
  const submit = useRef<HTMLButtonElement>(null);
  const form = useForm<Values>({ resolver, defaultValues: defaults as DefaultValues<Values> });
  useFocusAfterFailedSave(saving, submit);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <fieldset className="admin-form-fieldset" disabled={saving}>
          <RequiredNote />
          <PictureField {...picture} disabled={saving} />
          {children(form)}
          <FormActions submitLabel={submitLabel} saving={saving} submitRef={submit} onCancel={onCancel} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
