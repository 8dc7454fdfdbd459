import { session, withSchool } from '@school/shared';
import { postRecordForm, type DraftSaving } from '../../../ui/drafts/save-record-draft';
import type { AlumnusInput } from '../alumni-input-schema';
import { NO_PHOTO } from './get-alumnus';

/** The original clients send a fixed creator (docs/product.md#record-fields). */
const CREATED_BY = '1';

/**
 * POST /School/Alumni/Add, or /School/Alumni/Update with the alumnus's id: the multipart form
 * of docs/product.md#api-calls. A new photo goes as the file `file`; an update also sends Active (always
 * true) and the kept photo's path, '/photo' when there is none. With `draft`, the same form is an
 * editor's draft (decision 013); a new alumnus's draft sends the photo it already holds as kept too.
 */
export async function saveAlumnus(input: AlumnusInput, alumniId?: number, draft?: DraftSaving): Promise<void> {
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
  } else if (draft && input.keptPicture) form.append('photo', input.keptPicture);
  if (input.picture) form.append('file', input.picture);

  const path = alumniId === undefined ? '/School/Alumni/Add' : '/School/Alumni/Update';
  await postRecordForm(path, form, draft && { type: 'alumni', saving: draft });
}
