import * as z from 'zod';
import { PASSWORD_REQUIRED, USERNAME } from '@school/shared/contracts/auth';
import { USER_TYPES } from '../../plugins/principal.js';

/** The login form (spec section 5); the password is under the login cipher. */
export const LoginBody = z.strictObject({
  username: z.string().trim().min(USERNAME.min, USERNAME.tooShort).max(USERNAME.max, USERNAME.tooLong),
  password: z.string().min(1, PASSWORD_REQUIRED),
  userType: z.enum([USER_TYPES.school, USER_TYPES.provider]),
  SchoolCode: z.union([z.string(), z.number()]).optional(),
});

/** What a login answers: a school's admin gets its school, the provider's its user id (spec section 3). */
export const LoginAnswer = z.union([
  z.object({ token: z.string(), schoolId: z.number().int().nullable(), schoolCode: z.string().nullable(), message: z.string() }),
  z.object({ token: z.string(), schoolUserId: z.number().int(), message: z.string() }),
]);
