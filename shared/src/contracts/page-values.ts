/**
 * Plain helpers on a page's content, without zod, so the public pages can use them and stay
 * small (page-fields.ts holds the schemas).
 */

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

/** Every stored file a page's content names (its pictures and documents). */
export function filesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('uploads/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(filesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(filesIn);
  return [];
}
