import * as z from 'zod';
import { PASSWORD_REQUIRED } from '@school/shared/contracts/auth';
import { SCHOOL_ROLE_LABELS, type SchoolRole } from '@school/shared/contracts/roles';
import { TeamMemberInputSchema, type TeamMember } from '@school/shared/contracts/team';
import { NewPasswordSchema } from '@school/shared/contracts/users';

export const roleLabel = (role: SchoolRole) => SCHOOL_ROLE_LABELS[role];

/**
 * The roles the Team screen offers. Editors arrive with drafts and approval
 * (docs/decisions/013-school-team.md): until an editor's change can wait for a publisher, the
 * screen does not offer a role that could change nothing.
 */
export const OFFERED_ROLES: readonly SchoolRole[] = ['admin', 'publisher'];

/** What the offered roles may do, under the Role field. */
export const ROLES_HINT = 'A school admin does everything, including the users and the settings; a publisher changes the pages, notices, events, staff, alumni and alerts.';

const { fullName, userName, active } = TeamMemberInputSchema.shape;

/**
 * The form's rules, the API's contract's: the password is required when adding only (when
 * editing, empty keeps the current one); any other must pass the rules of every new password.
 */
export function teamFormSchema(editing: boolean) {
  return z
    .object({
      fullName,
      userName,
      password: z.union([z.literal(''), NewPasswordSchema]),
      role: z.string().pipe(TeamMemberInputSchema.shape.role),
      active,
    })
    .refine((member) => editing || member.password !== '', { message: PASSWORD_REQUIRED, path: ['password'], when: () => true });
}
export type TeamFormValues = z.input<ReturnType<typeof teamFormSchema>>;
export type TeamFormOutput = z.output<ReturnType<typeof teamFormSchema>>;

/** A new user: a publisher, active. */
export const NEW_MEMBER: TeamFormValues = { fullName: '', userName: '', password: '', role: 'publisher', active: true };

/** The edit form's values: never the password, which the browser never has. */
export const memberValues = (member: TeamMember): TeamFormValues => ({ fullName: member.fullName, userName: member.userName, password: '', role: member.role, active: member.active });
