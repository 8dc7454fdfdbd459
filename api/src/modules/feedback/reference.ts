import { randomInt } from 'node:crypto';
import { schoolYear } from '@school/shared/dates';
import { FEEDBACK_REFERENCE_ALPHABET } from '@school/shared/contracts/feedback';

/**
 * A new reference number, FB-<year>-<5 characters> (e.g. FB-2026-7K3Q9): short enough to read
 * out on the phone, with no look-alike characters, and drawn at random (a CSPRNG), so the next
 * one cannot be guessed from the last. Unique as the table's primary key: the caller draws again
 * when it is taken.
 */
export function newReference(at: Date, draw: (below: number) => number = randomInt): string {
  const code = Array.from({ length: 5 }, () => FEEDBACK_REFERENCE_ALPHABET[draw(FEEDBACK_REFERENCE_ALPHABET.length)]).join('');
  return `FB-${schoolYear(at)}-${code}`;
}
