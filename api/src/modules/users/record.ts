import * as z from 'zod';
import { isSchoolRole } from '@school/shared/contracts/roles';
import type { UserInput, UserRecord } from '@school/shared/contracts/users';
import type { User } from '../../db/schema.js';
import { Id, toFlag } from '../common.js';

export const USER_NOT_FOUND = 'User not found';

/** The body of a call about one user (GetById, Delete, its login delays), spelt as the client sends it. */
export const UserIdBody = z.strictObject({ SchoolUserId: Id });

/** A user as the user calls answer it: the password, even hashed, never leaves the server. */
export function userDto(row: User): UserRecord {
  return {
    schoolUserId: row.id,
    fullName: row.full_name,
    userName: row.user_name,
    userType: row.user_type,
    active: row.active === 1,
    schoolId: row.school_id,
    createdBy: row.created_by,
    temporaryCredential: row.must_change_password === 1,
    secondFactorOn: row.totp_on === 1,
    // The column takes any text (migration 015): a value that is no role answers none rather than failing the answer's schema.
    role: isSchoolRole(row.role) ? row.role : null,
  };
}

/**
 * The columns the user form sets, for the school it was found to belong to. The provider's form
 * has no role: a school user it adds is an admin (the school's first, as a rule), and one it
 * edits keeps the role the school gave it (docs/decisions/013-school-team.md).
 */
export function userColumns(input: UserInput, schoolId: number | null, previous?: User) {
  return {
    full_name: input.fullName,
    user_name: input.userName.toLowerCase(),
    user_type: input.userType,
    active: toFlag(input.active),
    school_id: schoolId,
    role: schoolId === null ? null : (previous?.role ?? 'admin'),
  };
}
