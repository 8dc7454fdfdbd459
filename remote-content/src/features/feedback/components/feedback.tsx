import { useEffect, useRef, useState } from 'react';
import { PageArticle } from '../../../ui/page-article';
import { FEEDBACK_TEXT } from '../feedback-text';
import { FeedbackForm } from './feedback-form';
import './feedback.css';

/**
 * The Feedback page (GIGW): a short introduction and the form. Once sent, the reference number
 * stands above, in a status region that takes the focus (so it is read out at once), and stays
 * there, not a toast that fades: the visitor has time to write it down. Sending another message
 * starts a fresh form; the number stays until the next one replaces it.
 */
export function Feedback() {
  const [reference, setReference] = useState<string | null>(null);
  const [form, setForm] = useState<number | null>(0);
  const receipt = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reference) receipt.current?.focus();
  }, [reference]);

  const sent = (number: string) => {
    setReference(number);
    setForm(null);
  };

  return (
    <PageArticle className="feedback-page" title={FEEDBACK_TEXT.title}>
      <p className="page-intro">{FEEDBACK_TEXT.intro}</p>
      {/* In the page from the start: a live region added together with its words may not be read out. */}
      <div ref={receipt} role="status" tabIndex={-1} className={reference ? 'feedback-receipt' : undefined}>
        {reference && (
          <>
            <p>{FEEDBACK_TEXT.thanks}</p>
            <p className="feedback-reference">
              {FEEDBACK_TEXT.reference} <strong>{reference}</strong>
            </p>
            <p>{FEEDBACK_TEXT.keepIt}</p>
          </>
        )}
      </div>
      {form === null ? (
        <button type="button" className="ui-button" onClick={() => setForm(Date.now())}>
          {FEEDBACK_TEXT.another}
        </button>
      ) : (
        <FeedbackForm key={form} onSent={sent} focusFirst={form !== 0} />
      )}
    </PageArticle>
  );
}
