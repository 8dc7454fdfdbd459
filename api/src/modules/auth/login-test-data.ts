/**
 * What a school admin's login at school 83181 answers once it is through (the password, and the
 * code step for an account with its second factor on): the spec's fields and ours.
 */
export const schoolAdminLoggedIn = (schoolId: unknown = expect.any(Number)) => ({
  token: expect.any(String),
  schoolId,
  schoolCode: '83181',
  schoolUserId: expect.any(Number),
  role: 'admin',
  temporaryCredential: false,
  secondFactorEnrolment: false,
  message: 'Login successful',
});
