import { apiPost, withSchool } from '@school/shared';
import { encryptPassword } from '@school/shared/cipher';
import type { LoginAnswer, LoginInput, UserType } from '@school/shared/contracts/auth';

/** POST /Auth/Admin/Login with the password under the login cipher (docs/product.md#cipher). */
export function adminLogin(input: LoginInput, userType: UserType): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/Auth/Admin/Login', {
    username: input.username,
    password: encryptPassword(input.password),
    userType,
    ...withSchool('SchoolCode'),
  });
}
