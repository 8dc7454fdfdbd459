import { say, type Language } from '@school/shared';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { answerBlocks } from './answer-blocks';

// The rule for which language of the school's words shows is the shared one (the host's header uses it too).
export { say };
export type { Language };

/** One line of the school's words, in the element the page needs. */
export function Line({ value, as: Element = 'span', className }: { value: Bilingual; as?: 'span' | 'p' | 'h2' | 'h3' | 'dt' | 'dd' | 'td' | 'figcaption'; className?: string }) {
  const { text, lang } = say(value);
  if (!text) return null;
  return (
    <Element className={className} lang={lang}>
      {text}
    </Element>
  );
}

/** Running text: a paragraph per block, and lines starting "- " as a bulleted list. */
export function Paragraphs({ value, className, language }: { value: Bilingual; className?: string; language?: Language }) {
  const { text, lang } = say(value, language);
  if (!text) return null;
  return (
    <div className={className} lang={lang}>
      {answerBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
