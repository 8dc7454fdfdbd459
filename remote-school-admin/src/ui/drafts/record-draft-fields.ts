import type { RecordDraftChange } from '@school/shared/contracts/drafts';
import { toDateInput } from '../date-input';

/**
 * The stored path of a picture or video a record's draft names in one slot: the file it brought
 * in `fileField` (stored when the draft was saved), else the path it kept in `keptField`; '' for none.
 */
export const draftMedia = (change: RecordDraftChange, keptField: string, fileField: string): string =>
  change.files.find((file) => file.field === fileField)?.path ?? change.fields[keptField] ?? '';

/** A picture as the review page shows it: its stored path and what it shows. */
export interface ShownPicture {
  path: string;
  alt: string;
}

/** One field of a record as the review page compares it: its label (the form's), its text, and its pictures if it is a picture field. */
export interface ShownField {
  label: string;
  text: string;
  pictures?: readonly ShownPicture[];
}

/** A stored date as the review shows it (dd-mm-yyyy), 'None' for none. */
export const shownDay = (value: string | number | null | undefined): string => toDateInput(value).split('-').reverse().join('-') || 'None';

/** A text as the review shows it, 'None' for none. */
export const shownText = (value: string | null | undefined): string => value?.trim() || 'None';
