/**
 * Plain helpers on a page's content, without zod, so the public pages can use them and stay
 * small (page-fields.ts holds the schemas).
 */

import { pictureFiles, type StoredPicture } from './picture-widths';

/** A text in English and, when the school has it, Hindi ('' while it has not). */
export interface Bilingual {
  en: string;
  hi: string;
}

/** What POST /School/Page/Upload answers: where the file is stored, and a picture's size. */
export interface UploadedFile {
  path: string;
  width: number;
  height: number;
}

/**
 * Whether the school has filled in nothing of it: every text empty, every list empty, every
 * file missing (numbers, such as a missing picture's size, do not count).
 */
export function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value && typeof value === 'object') return Object.values(value).every(isBlank);
  return true;
}

/** Whether a value is a stored picture of a page (`{ path, width, height, alt }`). */
const isPicture = (value: unknown): value is StoredPicture =>
  Boolean(value) && typeof (value as StoredPicture).path === 'string' && typeof (value as StoredPicture).width === 'number';

/**
 * Every stored file a page's content names: its documents, and its pictures with their narrower
 * copies (picture-widths.ts), which go and stay with the picture.
 */
export function filesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('uploads/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(filesIn);
  if (isPicture(value)) return value.path.startsWith('uploads/') ? pictureFiles(value).map((file) => file.path) : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(filesIn);
  return [];
}

/** Every stored picture a page's content names. */
export function picturesIn(value: unknown): StoredPicture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (isPicture(value)) return value.path.startsWith('uploads/') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(picturesIn);
  return [];
}
