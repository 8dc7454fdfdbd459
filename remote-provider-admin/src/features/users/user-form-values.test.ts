import * as z from 'zod';
import { UserInputSchema, type UserRecord } from '@school/shared/contracts/users';
import { EMPTY_USER, userFormSchema, userFormValues, userPayload, userTypeLabel, type UserFormOutput } from './user-form-values';

const firstMessages = (editing: boolean, values: unknown) => {
  const result = userFormSchema(editing).safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

const encrypt = (plain: string) => `enc(${plain})`;

const stored: UserRecord = { schoolUserId: 12, fullName: 'Asha Bisht', userName: 'asha', userType: 'School', active: true, schoolId: 3, createdBy: 1, temporaryCredential: false, secondFactorOn: true, role: 'admin' };

test('saving an empty new user shows every required message at once', () => {
  expect(EMPTY_USER.active).toBe(false);
  expect(firstMessages(false, EMPTY_USER)).toEqual({
    fullName: 'Full Name is required',
    userName: 'Username is required',
    password: 'Password is required',
    userType: 'User Type is required',
    schoolId: 'School is required',
  });
});

test('an SGI User needs no school; a School user does', () => {
  const base = { fullName: 'Ravi', userName: 'ravi', password: 'long enough secret', active: true };
  expect(firstMessages(false, { ...base, userType: 'SGIUser-Admin', schoolId: undefined })).toEqual({});
  expect(firstMessages(false, { ...base, userType: 'School', schoolId: '' })).toEqual({ schoolId: 'School is required' });
  expect(firstMessages(false, { ...base, userType: 'School', schoolId: '3' })).toEqual({});
});

test('the edit form never holds a password, and may be saved without one', () => {
  const values = userFormValues(stored);
  expect(values).toEqual({ fullName: 'Asha Bisht', userName: 'asha', password: '', userType: 'School', active: true, schoolId: '3' });
  expect(firstMessages(true, values)).toEqual({});
  expect(firstMessages(false, values)).toEqual({ password: 'Password is required' });
  expect(userFormValues({ ...stored, userType: 'SGIUser-Admin', schoolId: null }).schoolId).toBe('');
});

test('the payload sends the password under the cipher, or empty to keep the current one', () => {
  const added = userPayload(userFormSchema(false).parse({ ...userFormValues(stored), password: 'n3w pass phrase' }), { encrypt, createdBy: 1 });
  expect(added).toEqual({ fullName: 'Asha Bisht', userName: 'asha', password: 'enc(n3w pass phrase)', userType: 'School', active: true, createdBy: 1, SchoolId: 3 });
  expect(added).not.toHaveProperty('schoolUserId');

  const updated = userPayload(userFormSchema(true).parse(userFormValues(stored)), { encrypt, schoolUserId: 12 });
  expect(updated.password).toBe('');
  expect(updated.schoolUserId).toBe(12);
  // What the API receives passes its own contract (as /School/User/Update extends it).
  expect(UserInputSchema.safeExtend({ schoolUserId: z.number() }).safeParse(updated).success).toBe(true);
  expect(UserInputSchema.safeParse(added).success).toBe(true);
});

test('an SGI User is sent with no school, whatever the disabled selector held', () => {
  const values: UserFormOutput = { fullName: 'Ravi', userName: 'ravi', password: 'long enough secret', userType: 'SGIUser-Admin', active: true, schoolId: '3' };
  expect(userPayload(values, { encrypt }).SchoolId).toBeNull();
});

test('a username has 3 to 20 letters, digits, dots, hyphens or underscores', () => {
  const user = (userName: string) => ({ fullName: 'Ravi', userName, password: 'long enough secret', userType: 'SGIUser-Admin', active: true });
  expect(firstMessages(false, user('ab'))).toEqual({ userName: 'Username must be at least 3 characters' });
  expect(firstMessages(false, user('a'.repeat(21)))).toEqual({ userName: 'Username cannot exceed 20 characters' });
  for (const wrong of ['ravi negi', 'ravi@school', 'रवि', 'ravi/1']) {
    expect(firstMessages(false, user(wrong))).toEqual({ userName: 'Username may contain only letters, digits, dots, hyphens and underscores' });
  }
  for (const right of ['abc', 'a'.repeat(20), 'Ravi.Negi-2_b']) expect(firstMessages(false, user(right))).toEqual({});
});

test('a new password has 12 to 128 characters, when adding and when editing', () => {
  const user = (password: string) => ({ fullName: 'Ravi', userName: 'ravi', password, userType: 'SGIUser-Admin', active: true });
  for (const editing of [false, true]) {
    expect(firstMessages(editing, user('a'.repeat(11)))).toEqual({ password: 'Password must be at least 12 characters' });
    expect(firstMessages(editing, user('a'.repeat(129)))).toEqual({ password: 'Password cannot exceed 128 characters' });
    expect(firstMessages(editing, user('a'.repeat(12)))).toEqual({});
    expect(firstMessages(editing, user('é ü 漢字 a'.repeat(2).padEnd(128, '!')))).toEqual({});
  }
  // Empty: required when adding (docs/product.md#field-rules, the one message), the current one kept when editing.
  expect(firstMessages(false, user(''))).toEqual({ password: 'Password is required' });
  expect(firstMessages(true, user(''))).toEqual({});
  // Common passwords are the API's to refuse: its list stays on the server.
  expect(firstMessages(false, user('password1234'))).toEqual({});
});

test('user types show as School and SGI User', () => {
  expect(userTypeLabel('School')).toBe('School');
  expect(userTypeLabel('SGIUser-Admin')).toBe('SGI User');
});
