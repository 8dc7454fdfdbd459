import { Fragment } from 'react';
import { answersSearch, wordsWithin } from '@school/shared/contracts/search-words';

/**
 * A text with the words that answer the search in <mark>: the API sends plain text, and the
 * words are found here as the index cut them, so nothing of the text is read as HTML.
 */
export function MarkedWords({ text, asked }: { text: string; asked: readonly string[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let from = 0;
  for (const { word, start, end } of wordsWithin(text)) {
    if (!answersSearch(word, asked)) continue;
    if (start > from) parts.push({ text: text.slice(from, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return (
    <>
      {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
