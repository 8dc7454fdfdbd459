import { useEffect, useRef, useState } from 'react';
import { useCatalog } from '@school/shared';
import { feedbackCatalog } from '../feedback-strings';
import { PageArticle } from '../../../ui/page-article';
import { FeedbackForm } from './feedback-form';
import './feedback.css';

/**
 * The Feedback page (GIGW): a short introduction and the form. Once sent, the reference number
 * stands above, in a status region that takes the focus (so it is read out at once), and stays
 * there, not a toast that fades: the visitor has time to write it down. Sending another message
 * starts a fresh form; the number stays until the next one replaces it.
 */
export function Feedback() {
  const { t } = useCatalog(feedbackCatalog);
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
    <PageArticle className="feedback-page" title={t('feedback.title')}>
      <p className="page-intro">{t('feedback.intro')}</p>
      {/* In the page from the start: a live region added together with its words may not be read out. */}
      <div ref={receipt} role="status" tabIndex={-1} className={reference ? 'ui-card feedback-receipt' : undefined}>
        {reference && (
          <>
            <p>{t('feedback.thanks')}</p>
            <p className="feedback-reference">
              {t('feedback.reference')} <strong>{reference}</strong>
            </p>
            <p>{t('feedback.keepIt')}</p>
          </>
        )}
      </div>
      {form === null ? (
        <button type="button" className="ui-button" onClick={() => setForm(Date.now())}>
          {t('feedback.another')}
        </button>
      ) : (
        <FeedbackForm key={form} onSent={sent} focusFirst={form !== 0} />
      )}
    </PageArticle>
  );
}
