import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ALERT_LIMITS, AlertFormSchema, type AlertFormValues, type AlertInput } from '@school/shared/contracts/alerts';
import { lacksHindi } from '@school/shared/contracts/hindi-gaps';
import { Field } from '@school/shared/ui/form-field';
import { NoHindiYet } from '../../../ui/hindi-gaps';
import '../../../ui/admin-form.css';

const resolver = zodResolver(AlertFormSchema);

interface AlertFormProps {
  /** The form's first values, read once as it opens: a new alert's (now until tomorrow) or the edited one's. */
  values: () => AlertFormValues;
  submitLabel: string;
  /** Resolves once saved (the form is then replaced); a failure keeps every value. */
  onSave(input: AlertInput): Promise<void>;
  onCancel?: () => void;
}

/**
 * An alert's message, in English and (if the school has it) Hindi, and when it shows: the times
 * in the admin's own clock, sent as ISO. The contract's rules, so the form says what the API
 * would refuse before it is sent.
 */
export function AlertForm({ values, submitLabel, onSave, onCancel }: AlertFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormValues, unknown, AlertInput>({ resolver, defaultValues: useState(values)[0] });
  const message = useWatch({ control, name: 'message' });
  const limit = `At most ${ALERT_LIMITS.message} characters.`;

  return (
    <form className="alert-form" noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <fieldset className="admin-form-fieldset" disabled={isSubmitting}>
        <div className="admin-form-grid">
          <Field label="Message (English)" hint={limit} error={errors.message?.en?.message}>
            {(props) => <textarea rows={3} maxLength={ALERT_LIMITS.message + 50} {...props} {...register('message.en')} />}
          </Field>
          <Field
            label="Message (Hindi)"
            hint={
              <>
                {limit} {lacksHindi(message) ? <NoHindiYet /> : null}
              </>
            }
            error={errors.message?.hi?.message}
          >
            {(props) => <textarea rows={3} lang="hi" maxLength={ALERT_LIMITS.message + 50} {...props} {...register('message.hi')} />}
          </Field>
          <Field label="Shows from" error={errors.startsAt?.message}>
            {(props) => <input type="datetime-local" {...props} {...register('startsAt')} />}
          </Field>
          <Field label="Until" hint={`At most ${ALERT_LIMITS.maxDays} days after it starts.`} error={errors.endsAt?.message}>
            {(props) => <input type="datetime-local" {...props} {...register('endsAt')} />}
          </Field>
        </div>
        <div className="admin-form-actions">
          {onCancel && (
            <button type="button" className="ui-button" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="ui-button ui-button-primary" aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
