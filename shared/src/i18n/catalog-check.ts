import { isStructurallySame, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalog';

function parsed(text: string): MessageFormatElement[] | string {
  try {
    return parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** How two messages' placeholders differ, by FormatJS's own check (which throws on some, e.g. one named like a Map's members: avoid {size}). */
function structuralProblem(expected: MessageFormatElement[], found: MessageFormatElement[]): string | null {
  try {
    const same = isStructurallySame(expected, found);
    return same.success ? null : (same.error?.message ?? 'placeholders differ from the English');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * What is wrong with a translation of an app's English strings: a string it lacks or has too
 * many, one that is not valid ICU MessageFormat, or one whose placeholders differ from the
 * English in name or type (a Hindi string without {count} would show no number). Empty when it
 * is whole. Used by each app's catalog test.
 */
export function catalogProblems(english: Messages, translation: Messages): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(english)) {
    const expected = parsed(text);
    if (typeof expected === 'string') problems.push(`${id}: the English is not valid ICU (${expected})`);
    if (!(id in translation)) {
      problems.push(`${id}: missing`);
      continue;
    }
    const found = parsed(translation[id] ?? '');
    if (typeof found === 'string') problems.push(`${id}: not valid ICU (${found})`);
    else if (typeof expected !== 'string') {
      const problem = structuralProblem(expected, found);
      if (problem) problems.push(`${id}: ${problem}`);
    }
  }
  for (const id of Object.keys(translation)) if (!(id in english)) problems.push(`${id}: not an English string`);
  return problems;
}
