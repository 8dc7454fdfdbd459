import { useId, useState } from 'react';
import { answerBlocks } from '../../../ui/answer-blocks';
import type { FaqItem } from '../faq-content';
import './faq-accordion.css';

/**
 * Questions as disclosure buttons, at most one answer open: opening one closes the other, and
 * activating the open one closes it.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question} className={expanded ? 'faq-item faq-item-open' : 'faq-item'}>
            <h2 className="faq-question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <svg className="faq-icon" aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                  <path d="M4 10h12" />
                  {!expanded && <path d="M10 4v12" />}
                </svg>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              {answerBlocks(item.answer).map((block, blockIndex) =>
                block.kind === 'list' ? (
                  <ul key={blockIndex}>
                    {block.items.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockIndex}>{block.text}</p>
                ),
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
