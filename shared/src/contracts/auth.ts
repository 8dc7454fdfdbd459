import * as z from 'zod/mini';

/** User types of spec section 6: a school's staff, and the provider's own admin ('SGI User'). */
export const USER_TYPES = { school: 'School', provider: 'SGIUser-Admin' } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** The school and provider login forms (spec section 5), messages word for word. */
export const LoginInputSchema = z.object({
  username: z.string().check(
    z.minLength(1, 'Username is required'),
    z.minLength(3, 'Username must be at least 3 characters'),
    z.maxLength(20, 'Username cannot exceed 20 characters'),
  ),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** What /Auth/Admin/Login answers (spec section 3, "Login result"). */
export interface LoginAnswer {
  token?: string;
  message?: string;
  schoolId?: number | string;
  schoolCode?: number | string;
  schoolUserId?: number | string;
}
