import { useId, useState } from 'react';
import type { PageContent } from '@school/shared/contracts/pages';
import { Paragraphs, say } from '../../../ui/school-text';
import './faq-accordion.css';

export type FaqItem = PageContent<'faqs'>['questions'][number];

/**
 * Questions as disclosure buttons, at most one answer open: opening one closes the other, and
 * activating the open one closes it. A question the school left empty is left out.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const asked = items.filter((item) => say(item.question).text);

  return (
    <div className="faq-accordion">
      {asked.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        const question = say(item.question);
        return (
          <div key={index} className={expanded ? 'faq-item faq-item-open' : 'faq-item'}>
            <h2 className="faq-question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span lang={question.lang}>{question.text}</span>
                <svg className="faq-icon" aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                  <path d="M4 10h12" />
                  {!expanded && <path d="M10 4v12" />}
                </svg>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              <Paragraphs value={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
