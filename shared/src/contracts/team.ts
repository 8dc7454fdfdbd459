import * as z from 'zod';
import { SCHOOL_ROLES } from './roles';
import { UserNameSchema } from './users';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The Team screen's texts that the API also answers (docs/decisions/013-school-team.md). */
export const TEAM_RULES = {
  roleRequired: 'Role is required',
  ownAccount: 'You cannot lower or deactivate your own account',
  lastAdmin: 'The school must keep at least one active admin',
  notFound: 'User not found',
} as const;

/**
 * A user of the caller's school, as the school admin's Team screen edits it and
 * /School/Team/Add and /School/Team/Update receive it. The password travels under the login
 * cipher and is temporary; on update an empty one keeps the current password.
 */
export const TeamMemberInputSchema = z.strictObject({
  fullName: required('Full Name is required'),
  userName: UserNameSchema,
  password: z.string().default(''),
  role: z.enum(SCHOOL_ROLES, { error: TEAM_RULES.roleRequired }),
  active: z.boolean().default(true),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

/** One user of the school as the Team screen lists it: never with its password. */
export const TeamMemberSchema = z.object({
  schoolUserId: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  role: z.enum(SCHOOL_ROLES),
  active: z.boolean(),
  /** The password is temporary: the user sets their own at the next login. */
  temporaryCredential: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
