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
const granted = { token: z.string(), temporaryCredential: z.boolean(), secondFactorEnrolment: z.boolean(), message: z.string() };
export const TokenAnswer = z.union([
  z.object({
    ...granted,
    schoolId: z.number().int().nullable(),
    schoolCode: z.string().nullable(),
    // Ours, beside the spec's: who signed in and with which role, for the screens (docs/decisions/013-school-team.md).
    schoolUserId: z.number().int(),
    role: z.enum(SCHOOL_ROLES),
  }),
  z.object({ ...granted, schoolUserId: z.number().int() }),
]);
/** ...or, for an account with its second factor on, the challenge its code step takes. */
export const LoginAnswer = z.union([TokenAnswer, z.object({ challenge: z.string(), secondFactor: z.literal(true), message: z.string() })]);

/** The code step: the password step's challenge and the authenticator's code, or one recovery code instead. */
export const CodeStepBody = z
  .strictObject({
    challenge: z.string().min(1).max(2000),
    code: z.string().max(20).optional(),
    recoveryCode: z.string().max(40).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), { message: 'Send either code or recoveryCode' });

/** A code from the authenticator app, for the account's own second-factor routes. */
export const CodeBody = z.strictObject({ code: z.string().min(1, 'code is required').max(20) });

/** The password change: both passwords under the login cipher, the new one by the policy of every new password. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, PASSWORD_CHANGE.currentRequired),
  newPassword: z.string().min(1, PASSWORD_CHANGE.newRequired),
});

/** A fresh token for the browser that changed the password; every earlier one has ended. */
export const ChangePasswordAnswer = z.object({ token: z.string(), message: z.string() });
