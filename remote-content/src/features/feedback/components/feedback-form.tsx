import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isHttpError } from '@school/shared';
import { FeedbackInputSchema, type FeedbackInput } from '@school/shared/contracts/feedback';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '@school/shared/ui/form-field';
import { sendFeedback } from '../api/send-feedback';
import { FEEDBACK_TEXT } from '../feedback-text';

const EMPTY: FeedbackInput = { name: '', email: '', message: '', website: '' };

/**
 * Name, e-mail and message, checked by the contract the API applies; on Send, the feedback goes
 * to the school and `onSent` gets its reference number. A failure (the API's message, such as the
 * flood limit's, or a lost connection) is said above the button, and everything typed stays.
 */
export function FeedbackForm({ onSent, focusFirst = false }: { onSent(reference: string): void; focusFirst?: boolean }) {
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(FeedbackInputSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  // A second press while the first is on its way sends nothing more.
  const sending = useRef(false);
  const noteId = useId();
  const trapId = useId();
  const used = (watch('message') ?? '').length;

  // Opened by "Send another message", whose button is gone now: the focus goes to the form's start.
  useEffect(() => {
    if (focusFirst) setFocus('name');
  }, [focusFirst, setFocus]);

  const send = async (input: FeedbackInput) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const { reference } = await sendFeedback(input);
      onSent(reference);
    } catch (error) {
      console.error(error);
      // The API's words when it answered (a 429 says when to try again); otherwise the connection's.
      setFailure(isHttpError(error) && error.response ? errorMessage(error, FEEDBACK_TEXT.notSent) : FEEDBACK_TEXT.notSent);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className="feedback-form" noValidate aria-describedby={noteId} onSubmit={(event) => void handleSubmit(send)(event)}>
      <p id={noteId} className="feedback-note">
        {FEEDBACK_TEXT.allRequired}
      </p>
      <Field label={FEEDBACK_TEXT.name.label} hint={FEEDBACK_TEXT.name.hint} error={errors.name?.message}>
        {(control) => <input type="text" autoComplete="name" aria-required="true" {...control} {...register('name')} />}
      </Field>
      <Field label={FEEDBACK_TEXT.email.label} hint={FEEDBACK_TEXT.email.hint} error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="email" aria-required="true" {...control} {...register('email')} />}
      </Field>
      <Field label={FEEDBACK_TEXT.message.label} hint={FEEDBACK_TEXT.message.hint(used)} error={errors.message?.message}>
        {(control) => <textarea rows={8} aria-required="true" {...control} {...register('message')} />}
      </Field>
      {/* The honeypot (contracts/feedback.ts): off the screen, out of the tab order and hidden from screen readers, so only a bot fills it in. */}
      <div className="feedback-trap" aria-hidden="true">
        <label htmlFor={trapId}>{FEEDBACK_TEXT.trap}</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {failure && (
        <p role="alert" className="feedback-failure">
          {failure}
        </p>
      )}
      <div className="feedback-actions">
        <button type="submit" className="ui-button ui-button-primary" aria-busy={isSubmitting || undefined}>
          {isSubmitting ? FEEDBACK_TEXT.sending : FEEDBACK_TEXT.send}
        </button>
      </div>
    </form>
  );
}
