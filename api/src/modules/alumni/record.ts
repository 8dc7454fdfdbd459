import { ALUMNI_FIELDS, ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import type { Alumnus } from '../../db/schema.js';
import { onePicture } from '../../uploads/multipart-form.js';
import { formField, normalizeDate, optionalText, textFlag, toFlag } from '../common.js';
import type { AlumnusValues } from './repository.js';

export const PHOTO = onePicture(ALUMNI_PHOTO, 'Send one photo only.');
export const FIELDS = ['AlumniName', 'Email', 'Dob', 'SchoolId', 'PassOutYear', 'Description', 'Phone', 'CreatedBy', 'SchoolCode', 'AlumniId', 'Active', 'photo'];
/** The value the original clients store for "no photo" (docs/product.md#record-fields). */
export const NO_PHOTO = '/photo';

export function alumnusDto(row: Alumnus): AlumnusRecord {
  return {
    alumniId: row.id,
    alumniName: row.alumni_name,
    email: row.email,
    dob: row.dob,
    passOutYear: row.pass_out_year,
    description: row.description,
    phone: row.phone,
    photo: row.photo,
    schoolId: row.school_id,
    active: row.active === 1,
  };
}

/** The row's values from the alumni form's fields (multipart, docs/product.md#api-calls), checked by the contract's rules. */
export function alumnusValues(fields: Record<string, string>): Omit<AlumnusValues, 'photo'> {
  return {
    alumni_name: formField(ALUMNI_FIELDS.alumniName, fields.AlumniName),
    email: formField(ALUMNI_FIELDS.email, fields.Email) || null,
    dob: normalizeDate(fields.Dob, 'Dob'),
    pass_out_year: optionalText(fields.PassOutYear),
    description: optionalText(fields.Description),
    phone: optionalText(fields.Phone),
    active: toFlag(textFlag(fields.Active, true)),
  };
}
