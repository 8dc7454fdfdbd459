import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@school/shared';
import { ALERT_LIMITS, AlertFormSchema, type AlertFormValues, type AlertInput } from '@school/shared/contracts/alerts';
import { lacksHindi } from '@school/shared/contracts/hindi-gaps';
import { Field } from '@school/shared/ui/form-field';
import { FormPanel } from '../../../ui/form-panel';

const resolver = zodResolver(AlertFormSchema);

interface AlertFormProps {
  /** The form's first values, read once as it opens. */
  values: () => AlertFormValues;
  editing: boolean;
  save(input: AlertInput): Promise<void>;
  onCancel(): void;
}

/** The inline form of an alert to every school: its message in English and Hindi and when it shows (the contract's rules). */
export function AlertForm({ values, editing, save, onCancel }: AlertFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormValues, unknown, AlertInput>({ resolver, defaultValues: useState(values)[0] });
  const message = useWatch({ control, name: 'message' });
  const [failure, setFailure] = useState('');
  const limit = `At most ${ALERT_LIMITS.message} characters.`;

  const submit = async (input: AlertInput) => {
    setFailure('');
    try {
      await save(input);
    } catch (error) {
      console.error(error);
      setFailure(errorMessage(error, 'Failed to save the alert. Please try again.'));
    }
  };

  return (
    <FormPanel
      noun="Alert"
      editing={editing}
      submitting={isSubmitting}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onCancel={onCancel}
      failure={
        failure ? (
          <p className="admin-form-failure" role="alert">
            {failure}
          </p>
        ) : undefined
      }
    >
      <Field label="Message (English)" hint={limit} error={errors.message?.en?.message}>
        {(props) => <textarea rows={3} {...props} {...register('message.en')} />}
      </Field>
      <Field
        label="Message (Hindi)"
        hint={lacksHindi(message) ? `${limit} No Hindi yet: Hindi pages show the English.` : limit}
        error={errors.message?.hi?.message}
      >
        {(props) => <textarea rows={3} lang="hi" {...props} {...register('message.hi')} />}
      </Field>
      <Field label="Shows from" error={errors.startsAt?.message}>
        {(props) => <input type="datetime-local" {...props} {...register('startsAt')} />}
      </Field>
      <Field label="Until" hint={`At most ${ALERT_LIMITS.maxDays} days after it starts.`} error={errors.endsAt?.message}>
        {(props) => <input type="datetime-local" {...props} {...register('endsAt')} />}
      </Field>
    </FormPanel>
  );
}
