import { isStaffCategory, STAFF_FIELDS, STAFF_PICTURE } from '@school/shared/contracts/staff';
import type { StaffRecord } from '@school/shared/contracts/records';
import type { Staff } from '../../db/schema.js';
import { onePicture } from '../../uploads/multipart-form.js';
import { formField, normalizeDate, optionalText, textFlag, toFlag } from '../common.js';
import type { StaffValues } from './repository.js';

export const PHOTO = onePicture(STAFF_PICTURE, 'Send one profile picture only.');
export const FIELDS = ['profilePicUrl', 'fullName', 'designation', 'qualification', 'dob', 'email', 'phone1', 'schoolId', 'staffType', 'active', 'SchoolCode', 'schoolStaffId', 'category'];

/** A staff member as docs/product.md#record-fields names the fields. */
export function staffDto(row: Staff): StaffRecord {
  return {
    schoolStaffId: row.id,
    fullName: row.full_name,
    designation: row.designation,
    qualification: row.qualification,
    phone1: row.phone1,
    email: row.email,
    roles: null,
    dob: row.dob,
    staffType: row.staff_type,
    active: row.active === 1,
    profilePicUrl: row.profile_pic_url,
    schoolId: row.school_id,
    category: isStaffCategory(row.category) ? row.category : null,
  };
}

/** The row's values from the staff form's fields (multipart, docs/product.md#api-calls), checked by the contract's rules. */
export function staffValues(fields: Record<string, string>): Omit<StaffValues, 'profile_pic_url'> {
  return {
    full_name: formField(STAFF_FIELDS.fullName, fields.fullName),
    designation: formField(STAFF_FIELDS.designation, fields.designation),
    qualification: optionalText(fields.qualification),
    phone1: optionalText(fields.phone1),
    email: formField(STAFF_FIELDS.email, fields.email) || null,
    dob: normalizeDate(fields.dob, 'dob'),
    staff_type: optionalText(fields.staffType),
    active: toFlag(textFlag(fields.active, true)),
    // Absent from a form sent before the field existed: the member then has none.
    category: formField(STAFF_FIELDS.category, fields.category) || null,
  };
}
