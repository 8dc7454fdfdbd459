import * as z from 'zod';
import { PASSWORD_REQUIRED, USERNAME } from '@school/shared/contracts/auth';
import { PASSWORD_CHANGE } from '@school/shared/contracts/users';
import { SCHOOL_ROLES } from '@school/shared/contracts/roles';
import { USER_TYPES } from '../../plugins/principal.js';

/** The login form (docs/product.md#field-rules); the password is under the login cipher. */
export const LoginBody = z.strictObject({
  username: z.string().trim().min(USERNAME.min, USERNAME.tooShort).max(USERNAME.max, USERNAME.tooLong),
  password: z.string().min(1, PASSWORD_REQUIRED),
  userType: z.enum([USER_TYPES.school, USER_TYPES.provider]),
  SchoolCode: z.union([z.string(), z.number()]).optional(),
});

/** What a login answers: a school's admin gets its school, the provider's its user id (docs/product.md#record-fields). */
export const LoginAnswer = z.union([
  z.object({
    token: z.string(),
    schoolId: z.number().int().nullable(),
    schoolCode: z.string().nullable(),
    // Ours, beside the spec's: who signed in and with which role, for the screens (docs/decisions/013-school-team.md).
    schoolUserId: z.number().int(),
    role: z.enum(SCHOOL_ROLES),
    temporaryCredential: z.boolean(),
    message: z.string(),
  }),
  z.object({ token: z.string(), schoolUserId: z.number().int(), temporaryCredential: z.boolean(), message: z.string() }),
]);

/** The password change: both passwords under the login cipher, the new one by the policy of every new password. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, PASSWORD_CHANGE.currentRequired),
  newPassword: z.string().min(1, PASSWORD_CHANGE.newRequired),
});

/** A fresh token for the browser that changed the password; every earlier one has ended. */
export const ChangePasswordAnswer = z.object({ token: z.string(), message: z.string() });
