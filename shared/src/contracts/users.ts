import * as z from 'zod';
import { USER_TYPES } from './auth';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A school user as the provider's form edits it and /School/User/Add and /School/User/Update
 * receive it (spec section 5). The password travels under the login cipher; on update an empty
 * one keeps the current password. The school is required unless the type is 'SGI User'.
 */
export const UserInputSchema = z
  .strictObject({
    fullName: required('Full Name is required'),
    userName: required('Username is required'),
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
}
