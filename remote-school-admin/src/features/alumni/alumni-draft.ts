import type { RecordDraftChange } from '@school/shared/contracts/drafts';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { draftMedia, shownDay, shownText, type ShownField } from '../../ui/drafts/record-draft-fields';
import { NO_PHOTO } from './api/get-alumnus';

/**
 * An alumnus as a draft has them (decision 013): the fields its form sent (save-alumnus.ts names
 * them), the photo it brought (`file`) or kept (`photo`). The alumni form opens on it as on a
 * stored alumnus (toAlumnusInput).
 */
export function alumnusOfDraft(change: RecordDraftChange, current: AlumnusRecord | null): AlumnusRecord {
  const { fields } = change;
  return {
    schoolId: current?.schoolId ?? (Number(fields.SchoolId) || 0),
    active: current?.active ?? true,
    alumniId: change.recordId ?? 0,
    alumniName: fields.AlumniName ?? '',
    email: fields.Email || null,
    dob: fields.Dob || null,
    passOutYear: fields.PassOutYear || null,
    description: fields.Description || null,
    phone: fields.Phone || null,
    photo: draftMedia(change, 'photo', 'file') || NO_PHOTO,
  };
}

/** An alumnus's fields as the review page compares them, under the alumni form's labels. */
export function alumnusShown(alumnus: AlumnusRecord): ShownField[] {
  const photo = alumnus.photo?.trim();
  const shown = photo && photo !== NO_PHOTO ? [{ path: photo, alt: `Photo of ${alumnus.alumniName}` }] : [];
  return [
    { label: 'Photo', text: shown.length ? '' : 'None', pictures: shown },
    { label: 'Name', text: shownText(alumnus.alumniName) },
    { label: 'Email', text: shownText(alumnus.email) },
    { label: 'Date of Birth', text: shownDay(alumnus.dob) },
    { label: 'Pass Out Year', text: shownText(alumnus.passOutYear) },
    { label: 'Description', text: shownText(alumnus.description) },
    { label: 'Phone Number', text: shownText(alumnus.phone) },
  ];
}
