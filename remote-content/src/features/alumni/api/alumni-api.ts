import { apiPost, getConfig } from '@school/shared';
import type { AlumnusRecord } from '@school/shared/contracts/records';

/** POST /School/Alumni/GetAll (no token). A failure is only logged; the screen then shows 'No data found'. */
export async function loadAlumni(): Promise<AlumnusRecord[]> {
  try {
    return await apiPost<AlumnusRecord[]>('/School/Alumni/GetAll', { active: true, SchoolCode: getConfig().SchoolCode });
  } catch (error) {
    console.error('Failed to fetch alumni', error);
    return [];
  }
}

/** The photo to show, or null for the icon: missing, blank and '/photo' mean none (docs/product.md#record-fields). */
export const alumnusPhoto = (photo: string | null): string | null => (photo && photo.trim() && photo !== '/photo' ? photo : null);

/** The day of birth (a date alone is that day, where the reader is), or null for none. */
export function alumnusBirthday(dob: string | null): Date | null {
  if (!dob) return null;
  const date = new Date(dob.length === 10 ? `${dob}T00:00:00` : dob);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Day, short month, year: 11 Feb 1998 (11 फ़र॰ 1998 in Hindi). */
export const BIRTHDAY_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;
