import { apiPost } from '@school/shared';
import type { StaffRecord } from '@school/shared/contracts/records';
import { toDateInput } from '../../../ui/date-input';
import type { StaffInput } from '../staff-input-schema';

/** POST /School/Staff/GetById: the member the Edit button opens, as the server has it now. */
export function getStaffMember(schoolStaffId: number): Promise<StaffRecord> {
  return apiPost<StaffRecord>('/School/Staff/GetById', { schoolStaffId }, { auth: 'school' });
}

/** The staff form prefilled with a stored member. */
export function toStaffInput(member: StaffRecord): StaffInput {
  return {
    fullName: member.fullName ?? '',
    designation: member.designation ?? '',
    qualification: member.qualification ?? '',
    dob: toDateInput(member.dob),
    email: member.email ?? '',
    phone: member.phone1 ?? '',
    active: member.active,
    category: member.category ?? '',
    picture: undefined,
    keptPicture: member.profilePicUrl ?? '',
  };
}
