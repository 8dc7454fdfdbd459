import * as z from 'zod/mini';

// The account screens' addresses live in account-paths.ts, without zod, for the host's route map.
export { CHANGE_PASSWORD_PATH } from './account-paths';

/** User types of docs/product.md#roles: a school's staff, and the provider's own admin ('SGI User'). */
export const USER_TYPES = { school: 'School', provider: 'SGIUser-Admin' } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** The username rules of docs/product.md#field-rules, messages word for word: the login forms, the user form and the API apply them. */
export const USERNAME = {
  min: 3,
  max: 20,
  required: 'Username is required',
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username cannot exceed 20 characters',
} as const;
export const PASSWORD_REQUIRED = 'Password is required';

/** The school and provider login forms (docs/product.md#field-rules), messages word for word. */
export const LoginInputSchema = z.object({
  username: z.string().check(z.minLength(1, USERNAME.required), z.minLength(USERNAME.min, USERNAME.tooShort), z.maxLength(USERNAME.max, USERNAME.tooLong)),
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED)),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** What /Auth/Admin/Login answers (docs/product.md#record-fields). */
export interface LoginAnswer {
  token?: string;
  message?: string;
  /** The password is one the provider set: the user must change it before anything else. */
  temporaryCredential?: boolean;
  /** The account must set up its second factor before anything but its own account's screens. */
  secondFactorEnrolment?: boolean;
  /** The password was right and a code must follow: the code step takes this (with no token). */
  challenge?: string;
  secondFactor?: true;
  schoolId?: number | string;
  schoolCode?: number | string;
  schoolUserId?: number | string;
  /** A school user's role (docs/decisions/013-school-team.md). */
  role?: string;
}
