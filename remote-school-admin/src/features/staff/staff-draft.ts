import type { RecordDraftChange } from '@school/shared/contracts/drafts';
import type { StaffRecord } from '@school/shared/contracts/records';
import { isStaffCategory, STAFF_CATEGORY_LABELS } from '@school/shared/contracts/staff';
import { draftMedia, shownDay, shownText, type ShownField } from '../../ui/drafts/record-draft-fields';

/**
 * A staff member as a draft has them (decision 013): the fields its form sent (save-staff-member.ts
 * names them), the picture it brought or kept; what the form has no say over from the member it
 * changes. The staff form opens on it as on a stored member (toStaffInput).
 */
export function staffOfDraft(change: RecordDraftChange, current: StaffRecord | null): StaffRecord {
  const { fields } = change;
  const kept = current ?? { roles: null, staffType: null, schoolId: Number(fields.schoolId) || 0 };
  return {
    ...kept,
    schoolStaffId: change.recordId ?? 0,
    fullName: fields.fullName ?? '',
    designation: fields.designation ?? '',
    qualification: fields.qualification || null,
    phone1: fields.phone1 || null,
    email: fields.email || null,
    dob: fields.dob || null,
    active: fields.active === 'true',
    category: isStaffCategory(fields.category) ? fields.category : null,
    profilePicUrl: draftMedia(change, 'profilePicUrl', 'profilePic') || null,
  };
}

/** A staff member's fields as the review page compares them, under the staff form's labels. */
export function staffShown(member: StaffRecord): ShownField[] {
  const picture = member.profilePicUrl?.trim();
  return [
    { label: 'Profile Picture', text: picture ? '' : 'None', pictures: picture ? [{ path: picture, alt: `Profile picture of ${member.fullName}` }] : [] },
    { label: 'Full Name', text: shownText(member.fullName) },
    { label: 'Designation', text: shownText(member.designation) },
    { label: 'Qualification', text: shownText(member.qualification) },
    { label: 'Date of Birth', text: shownDay(member.dob) },
    { label: 'Email', text: shownText(member.email) },
    { label: 'Phone', text: shownText(member.phone1) },
    { label: 'Category', text: member.category ? STAFF_CATEGORY_LABELS[member.category] : 'None' },
    { label: 'Active', text: member.active ? 'Yes' : 'No' },
  ];
}
