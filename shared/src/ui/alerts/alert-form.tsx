import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@school/shared';
import { ALERT_LIMITS, AlertFormSchema, type AlertFormValues, type AlertInput } from '@school/shared/contracts/alerts';
import { lacksHindi } from '@school/shared/contracts/hindi-gaps';
import { Field } from '../form-field';

/** The classes of the form's parts in the area's own form look. */
export interface AlertFormClasses {
  fields: string;
  buttons: string;
  failure?: string | undefined;
}

interface AlertFormProps {
  /** The form's first values, read once as it opens: a new alert's (now until tomorrow) or the edited one's. */
  values: () => AlertFormValues;
  submitLabel: string;
  /** Resolves once saved (the form is then replaced); a failure keeps every value and is said above the buttons. */
  onSave(input: AlertInput): Promise<void>;
  onCancel?: (() => void) | undefined;
  classes: AlertFormClasses;
}

/**
 * An alert's message, in English and (if there is one) Hindi, and when it shows: the times in
 * the admin's own clock, sent as ISO. The contract's rules, so the form says what the API would
 * refuse before it is sent.
 */
export function AlertForm({ values, submitLabel, onSave, onCancel, classes }: AlertFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormValues, unknown, AlertInput>({ resolver: zodResolver(AlertFormSchema), defaultValues: useState(values)[0] });
  const message = useWatch({ control, name: 'message' });
  const [failure, setFailure] = useState('');
  const limit = `At most ${ALERT_LIMITS.message} characters.`;

  const submit = async (input: AlertInput) => {
    setFailure('');
    try {
      await onSave(input);
    } catch (error) {
      console.error(error);
      setFailure(errorMessage(error, 'Failed to save the alert. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <fieldset className="alert-form-fieldset" disabled={isSubmitting}>
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
          <Field label="Shows from" error={errors.startsAt?.message}>
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
          <button type="submit" className="ui-button ui-button-primary" aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="ui-button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
