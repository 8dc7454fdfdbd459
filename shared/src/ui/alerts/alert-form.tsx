import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ALERT_LIMITS, AlertFormSchema, alertValues, newAlertValues, type Alert, type AlertInput } from '@school/shared/contracts/alerts';
import { lacksHindi } from '@school/shared/contracts/hindi-gaps';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { Field } from '../form-field';
import type { RecordFormProps } from '../record-dialog';

/** The classes of the form's parts in the area's own form look. */
export interface AlertFormClasses {
  fields: string;
  buttons: string;
  failure?: string | undefined;
}

interface AlertFormProps extends RecordFormProps<Alert, AlertInput> {
  submitLabel: string;
  classes: AlertFormClasses;
}

/**
 * An alert's message, in English and (if there is one) Hindi, and when it shows: the times in
 * the admin's own clock, sent as ISO. The contract's rules, so the form says what the API would
 * refuse before it is sent. A new alert shows from now until this time tomorrow.
 */
export function AlertForm({ record, saving, onSave, onCancel, failure, submitLabel, classes }: AlertFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useSchemaForm(AlertFormSchema, { defaultValues: useState(() => (record ? alertValues(record) : newAlertValues(Date.now())))[0] });
  const message = useWatch({ control, name: 'message' });
  const limit = `At most ${ALERT_LIMITS.message} characters.`;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <fieldset className="ui-fieldset alert-form-fieldset" disabled={saving}>
        <div className={classes.fields}>
          <Field label="Message (English)" hint={limit} error={errors.message?.en?.message}>
            {(props) => <textarea rows={3} maxLength={ALERT_LIMITS.message + 50} {...props} {...register('message.en')} />}
          </Field>
          <Field
            label="Message (Hindi)"
            hint={
              <>
                {limit} {lacksHindi(message) ? <span className="hindi-missing">No Hindi yet</span> : null}
              </>
            }
            error={errors.message?.hi?.message}
          >
            {(props) => <textarea rows={3} lang="hi" maxLength={ALERT_LIMITS.message + 50} {...props} {...register('message.hi')} />}
          </Field>
          <Field label="Shows from" hint="India time, as every time on these screens." error={errors.startsAt?.message}>
            {(props) => <input type="datetime-local" {...props} {...register('startsAt')} />}
          </Field>
          <Field label="Until" hint={`At most ${ALERT_LIMITS.maxDays} days after it starts.`} error={errors.endsAt?.message}>
            {(props) => <input type="datetime-local" {...props} {...register('endsAt')} />}
          </Field>
        </div>
        {failure && (
          <p className={classes.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={classes.buttons}>
          <button type="submit" className="ui-button ui-button-primary" aria-busy={saving || undefined}>
            {saving ? 'Saving...' : submitLabel}
          </button>
          <button type="button" className="ui-button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </fieldset>
    </form>
  );
}
