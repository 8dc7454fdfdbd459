import * as z from 'zod';
import { USER_TYPES, USERNAME } from './auth';
import type { SchoolRole } from './roles';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A username the login accepts (docs/product.md#field-rules: 3 to 20 characters), with nothing a person could mistype as a space. */
export const UserNameSchema = required(USERNAME.required)
  .min(USERNAME.min, USERNAME.tooShort)
  .max(USERNAME.max, USERNAME.tooLong)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, hyphens and underscores');

/**
 * A new password (OWASP ASVS V6): at least 12 characters, at most 128, any characters. The
 * API also refuses the most common passwords (api/src/modules/auth/common-passwords.ts).
 */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, `Password must be at least ${PASSWORD_LENGTH.min} characters`)
  .max(PASSWORD_LENGTH.max, `Password cannot exceed ${PASSWORD_LENGTH.max} characters`);
export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones. Choose another.';

/** The password change's texts, shared by its screens and /Auth/Admin/ChangePassword. */
export const PASSWORD_CHANGE = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  confirmRequired: 'Confirm the new password',
  mismatch: 'The two new passwords do not match',
  unchanged: 'The new password must differ from the current one',
  wrongCurrent: 'The current password is not correct',
  changed: 'Password changed',
  /** A temporary password (one the provider set) must be replaced before anything else. */
  mustChange: 'You must set a new password before you continue',
  /** One's own password is not set from a user form (Team, Users), which asks no current password. */
  ownElsewhere: 'Change your own password with Change password, which asks for the current one',
} as const;

/** The change-password form: the current password, and the new one twice, by the rules of every new password. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_CHANGE.currentRequired),
    newPassword: z.string().min(1, PASSWORD_CHANGE.newRequired).pipe(NewPasswordSchema),
    confirmPassword: z.string().min(1, PASSWORD_CHANGE.confirmRequired),
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.newPassword, {
    message: PASSWORD_CHANGE.mismatch,
    path: ['confirmPassword'],
    when: () => true,
  })
  .refine((form) => form.newPassword === '' || form.newPassword !== form.currentPassword, {
    message: PASSWORD_CHANGE.unchanged,
    path: ['newPassword'],
    when: () => true,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/**
 * A school user as the provider's form edits it and /School/User/Add and /School/User/Update
 * receive it (docs/product.md#field-rules). The password travels under the login cipher; on update an empty
 * one keeps the current password. The school is required unless the type is 'SGI User'.
 */
export const UserInputSchema = z
  .strictObject({
    fullName: required('Full Name is required'),
    userName: UserNameSchema,
    password: z.string().default(''),
    userType: z.enum([USER_TYPES.school, USER_TYPES.provider], { error: 'User Type is required' }),
    active: z.boolean().default(false),
    createdBy: z.union([z.number(), z.string()]).optional(),
    SchoolId: z.union([z.number().int(), z.string(), z.null()]).optional(),
  })
  .refine((user) => user.userType === USER_TYPES.provider || Number(user.SchoolId) > 0, {
    message: 'School is required',
    path: ['SchoolId'],
  });
export type UserInput = z.infer<typeof UserInputSchema>;

/** A user as the user calls answer it: never with its password, in any form. */
export interface UserRecord {
  schoolUserId: number;
  fullName: string;
  userName: string;
  userType: string;
  active: boolean;
  schoolId: number | null;
  createdBy: number | null;
  /** The password is one the provider set (a new account or a reset): the user must change it at the next login. */
  temporaryCredential: boolean;
  /** The user has set up two-factor sign-in (the provider may reset it). */
  secondFactorOn: boolean;
  /** A school user's role (roles.ts); null for a provider user, who has none. */
  role: SchoolRole | null;
}

/** One client address that has failed to log in as a user, and until when it must wait. */
export interface ClientThrottle {
  client: string;
  failures: number;
  /** ISO time, or null when the client may try again now. */
  waitUntil: string | null;
}

/** A user's failed logins of the last 15 minutes, by client (/School/User/LoginThrottle). */
export interface LoginThrottleRecord {
  userName: string;
  failures: number;
  clients: ClientThrottle[];
}
