import { session, withSchool } from '@school/shared';
import { postRecordForm, type DraftSaving } from '../../../ui/drafts/save-record-draft';
import type { StaffInput } from '../staff-input-schema';

/**
 * POST /School/Staff/Add, or /School/Staff/Update with the member's id: the multipart form of
 * docs/product.md#api-calls. A new picture goes as the file profilePic, a kept one as its path in
 * profilePicUrl; sending neither removes the picture. With `draft`, the same form is an editor's
 * draft (decision 013).
 */
export async function saveStaffMember(input: StaffInput, schoolStaffId?: number, draft?: DraftSaving): Promise<void> {
  const form = new FormData();
  form.append('fullName', input.fullName);
  form.append('designation', input.designation);
  form.append('qualification', input.qualification);
  form.append('dob', input.dob);
  form.append('email', input.email);
  form.append('phone1', input.phone);
  form.append('schoolId', session.schoolId() ?? '');
  form.append('staffType', 'null'); // the literal text, not a missing value (docs/product.md#record-fields)
  form.append('active', String(input.active));
  form.append('category', input.category);
  withSchool('SchoolCode', form);
  if (schoolStaffId !== undefined) form.append('schoolStaffId', String(schoolStaffId));
  if (input.picture) form.append('profilePic', input.picture);
  else if (input.keptPicture) form.append('profilePicUrl', input.keptPicture);

  const path = schoolStaffId === undefined ? '/School/Staff/Add' : '/School/Staff/Update';
  await postRecordForm(path, form, draft && { type: 'staff', saving: draft });
}
