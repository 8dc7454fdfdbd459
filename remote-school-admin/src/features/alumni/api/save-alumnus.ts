import { apiPost, session, withSchool } from '@school/shared';
import type { AlumnusInput } from '../alumni-input-schema';
import { NO_PHOTO } from './get-alumnus';

/** The original clients send a fixed creator (docs/product.md#record-fields). */
const CREATED_BY = '1';

/**
 * POST /School/Alumni/Add, or /School/Alumni/Update with the alumnus's id: the multipart form
 * of docs/product.md#api-calls. A new photo goes as the file `file`; an update also sends Active (always
 * true) and the kept photo's path, '/photo' when there is none.
 */
export async function saveAlumnus(input: AlumnusInput, alumniId?: number): Promise<void> {
  const form = new FormData();
  form.append('AlumniName', input.alumniName);
  form.append('Email', input.email);
  form.append('Dob', input.dob);
  form.append('SchoolId', session.schoolId() ?? '');
  form.append('PassOutYear', input.passOutYear);
  form.append('Description', input.description);
  form.append('Phone', input.phone);
  form.append('CreatedBy', CREATED_BY);
  withSchool('SchoolCode', form);
  if (alumniId !== undefined) {
    form.append('AlumniId', String(alumniId));
    form.append('Active', 'true');
    form.append('photo', input.keptPicture || NO_PHOTO);
  }
  if (input.picture) form.append('file', input.picture);

  const path = alumniId === undefined ? '/School/Alumni/Add' : '/School/Alumni/Update';
  await apiPost(path, form, { auth: 'school' });
}
