import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isHttpError, useCatalog } from '@school/shared';
import { FEEDBACK_LIMITS, FeedbackInputSchema, type FeedbackInput } from '@school/shared/contracts/feedback';
import { useSchemaForm } from '@school/shared/schema-form';
import { Field } from '@school/shared/ui/form-field';
import { NoScriptNote, SCRIPT_ONLY } from '@school/shared/ui/no-script';
import { sendFeedback } from '../api/send-feedback';
import { useContractMessage } from '../../../i18n/contract-messages';
import { FEEDBACK_CONTRACT_MESSAGES, feedbackCatalog } from '../feedback-strings';

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
  const { t } = useCatalog(feedbackCatalog);
  const inLanguage = useContractMessage(feedbackCatalog, FEEDBACK_CONTRACT_MESSAGES);
  // Why it was not sent: the API's words when it answered (`said`), else the connection's.
  const [failure, setFailure] = useState<{ said: string | null } | null>(null);
  // A second press while the first is on its way sends nothing more.
  const sending = useRef(false);
  const noteId = useId();
  const trapId = useId();
  const used = (watch('message') ?? '').length;
  // The contract's field messages, in the language shown.
  const shownError = (message: string | undefined) => (message ? inLanguage(message) : undefined);

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
      setFailure({ said: isHttpError(error) && error.response ? errorMessage(error, '') || null : null });
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <NoScriptNote>{t('feedback.noScript')}</NoScriptNote>
      <form className={`ui-card feedback-form ${SCRIPT_ONLY}`} noValidate aria-describedby={noteId} onSubmit={(event) => void handleSubmit(send)(event)}>
        <p id={noteId} className="feedback-note">
          {t('feedback.allRequired')}
        </p>
        <Field label={t('feedback.name')} hint={t('feedback.nameHint', { limit: FEEDBACK_LIMITS.name })} error={shownError(errors.name?.message)}>
          {(control) => <input type="text" autoComplete="name" aria-required="true" {...control} {...register('name')} />}
        </Field>
        <Field label={t('feedback.email')} hint={t('feedback.emailHint')} error={shownError(errors.email?.message)}>
          {(control) => <input type="email" autoComplete="email" aria-required="true" {...control} {...register('email')} />}
        </Field>
        <Field label={t('feedback.message')} hint={t('feedback.messageHint', { limit: FEEDBACK_LIMITS.message, used })} error={shownError(errors.message?.message)}>
          {(control) => <textarea rows={8} aria-required="true" {...control} {...register('message')} />}
        </Field>
        {/* The honeypot (contracts/feedback.ts): off the screen, out of the tab order and hidden from screen readers, so only a bot fills it in. */}
        <div className="feedback-trap" aria-hidden="true">
          <label htmlFor={trapId}>{t('feedback.trap')}</label>
          <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        {failure && (
          <p role="alert" className="feedback-failure">
            {failure.said ? inLanguage(failure.said) : t('feedback.notSent')}
          </p>
        )}
        <div className="feedback-actions">
          <button type="submit" className="ui-button ui-button-primary" aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('feedback.sending') : t('feedback.send')}
          </button>
        </div>
      </form>
    </>
  );
}
