import * as z from 'zod';
import { SCHOOL_ROLE_LABELS, SCHOOL_ROLES, type SchoolRole } from '@school/shared/contracts/roles';
import { TeamMemberInputSchema, type TeamMember } from '@school/shared/contracts/team';
import { accountFormSchema } from '@school/shared/ui/password-input';

export const roleLabel = (role: SchoolRole) => SCHOOL_ROLE_LABELS[role];

/** The roles the Team screen offers: all three (docs/decisions/013-school-team.md). */
export const OFFERED_ROLES: readonly SchoolRole[] = SCHOOL_ROLES;

/** What the offered roles may do, under the Role field. */
export const ROLES_HINT =
  'A school admin does everything, including the users and the settings; a publisher changes the pages, notices, events, staff, alumni and alerts, and publishes or sends back drafts; an editor writes drafts of pages and notices for a publisher to approve.';

const { fullName, userName, active } = TeamMemberInputSchema.shape;

/** The form's rules, the API's contract's, with the password's of accountFormSchema. */
export function teamFormSchema(editing: boolean) {
  return accountFormSchema(editing, { fullName, userName, role: z.string().pipe(TeamMemberInputSchema.shape.role), active });
}
export type TeamFormValues = z.input<ReturnType<typeof teamFormSchema>>;
export type TeamFormOutput = z.output<ReturnType<typeof teamFormSchema>>;

/** A new user: a publisher, active. */
export const NEW_MEMBER: TeamFormValues = { fullName: '', userName: '', password: '', role: 'publisher', active: true };

/** The edit form's values: never the password, which the browser never has. */
export const memberValues = (member: TeamMember): TeamFormValues => ({ fullName: member.fullName, userName: member.userName, password: '', role: member.role, active: member.active });
