import { isSchoolRole, type SchoolRole } from '@school/shared/contracts/roles';
import type { TeamMember } from '@school/shared/contracts/team';
import type { User } from '../../db/schema.js';

/** A user of the school as the Team screen lists it: the password, even hashed, never leaves the server. */
export function teamMemberDto(row: User): TeamMember {
  return {
    schoolUserId: row.id,
    fullName: row.full_name,
    userName: row.user_name,
    // Every school user has a role since migration 015; a row without one can do nothing and reads as an editor.
    role: isSchoolRole(row.role) ? row.role : ('editor' satisfies SchoolRole),
    active: row.active === 1,
    temporaryCredential: row.must_change_password === 1,
  };
}
