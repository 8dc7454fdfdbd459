import { useEffect, type ReactNode } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { useSchemaForm } from '@school/shared/schema-form';
import { CodeInputSchema, RecoveryInputSchema, SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import { Field } from './form-field';
import './login-form.css';

const toasts = notifier('admin');

/** The server's words for a wrong code belong beside the field; anything else (a wait, a network failure) is a toast. */
const WRONG = new Set<string>([SECOND_FACTOR.wrongCode, SECOND_FACTOR.wrongRecoveryCode]);

interface CodeFormProps {
  /** What the field is for: the code (six digits) or a recovery code. */
  kind?: 'code' | 'recoveryCode';
  label?: string;
  hint?: string;
  submit: string;
  /** Sends what was typed; a refusal it throws is shown. */
  send(value: string): Promise<void>;
  /** Buttons beside Submit (another way to sign in). */
  children?: ReactNode;
  /**
   * Whether the field takes the focus as it appears: yes where the code is what the screen asks
   * for next; no where the form waits below the screen's state, since the focus would scroll the
   * page past its heading and open a phone's keyboard unasked.
   */
  focusOnShow?: boolean;
}

/**
 * One field for a code of the authenticator app (or a recovery code), focused as it appears
 * unless told otherwise: the login's code step, enrolment's confirmation and new recovery codes.
 */
export function AuthenticatorCodeForm({ kind = 'code', label = SECOND_FACTOR.codeNeeded, hint, submit, send, children, focusOnShow = true }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(kind === 'code' ? CodeInputSchema : RecoveryInputSchema, { defaultValues: { value: '' } });
  const field = 'value';
  useEffect(() => {
    if (focusOnShow) setFocus(field);
  }, [setFocus, focusOnShow]);

  const sent = async ({ value }: { value: string }) => {
    try {
      await send(kind === 'code' ? value.replace(/\s/g, '') : value.trim());
    } catch (error) {
      const message = errorMessage(error, 'The code could not be checked. Please try again.');
      if (WRONG.has(message)) setError(field, { message }, { shouldFocus: true });
      else toasts.error(message);
    }
  };
  return (
    <form className="ui-login-form" noValidate onSubmit={handleSubmit(sent)}>
      <Field label={label} hint={hint} error={errors[field]?.message}>
        {(control) =>
          kind === 'code' ? (
            <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...control} {...register(field)} />
          ) : (
            <input type="text" autoComplete="off" spellCheck={false} {...control} {...register(field)} />
          )
        }
      </Field>
      <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {submit}
      </button>
      {children}
    </form>
  );
}
