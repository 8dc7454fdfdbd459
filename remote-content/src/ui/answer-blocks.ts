/** A run of an answer: a paragraph, or the items of a bulleted list. */
export type AnswerBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const ITEM = /^- /;

/**
 * Splits an answer into paragraphs and lists: consecutive lines starting with "- " form one
 * list, every other non-empty line is a paragraph.
 */
export function answerBlocks(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const raw of answer.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (ITEM.test(line)) {
      const item = line.replace(ITEM, '').trim();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
