import { apiPost } from '@school/shared';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { toDateInput } from '../../../ui/date-input';
import type { AlumnusInput } from '../alumni-input-schema';

/** POST /School/Alumni/GetById: the alumnus the edit button opens, as the server has it now. */
export function getAlumnus(alumniId: number): Promise<AlumnusRecord> {
  return apiPost<AlumnusRecord>('/School/Alumni/GetById', { alumniId, active: true }, { auth: 'school' });
}

/** '/photo' is how the records say "no photo" (docs/product.md#record-fields). */
export const NO_PHOTO = '/photo';

/** The alumni form prefilled with a stored alumnus. */
export function toAlumnusInput(alumnus: AlumnusRecord): AlumnusInput {
  const photo = alumnus.photo?.trim();
  return {
    alumniName: alumnus.alumniName ?? '',
    email: alumnus.email ?? '',
    dob: toDateInput(alumnus.dob),
    passOutYear: alumnus.passOutYear ?? '',
    description: alumnus.description ?? '',
    phone: alumnus.phone ?? '',
    picture: undefined,
    keptPicture: photo && photo !== NO_PHOTO ? photo : '',
  };
}
