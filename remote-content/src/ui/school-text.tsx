import { getLanguage, type Language } from '@school/shared';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { answerBlocks } from './answer-blocks';

export type { Language };

/**
 * The school's words in the language shown (the site's, unless a page offers its own choice);
 * where the school has not written them in that language, the other one, with `lang` saying so
 * (undefined when it is the page's language), for screen readers and fonts. The remote's App
 * re-renders on a switch of language, so this reads the language rather than subscribing.
 */
export function say(value: Bilingual, language: Language = getLanguage()): { text: string; lang?: Language } {
  const other: Language = language === 'en' ? 'hi' : 'en';
  if (value[language]) return { text: value[language] };
  return value[other] ? { text: value[other], lang: other } : { text: '' };
}

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
