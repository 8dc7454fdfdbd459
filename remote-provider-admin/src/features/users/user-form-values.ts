import * as z from 'zod';
import { SESSION_KEYS } from '@school/shared';
import { USER_TYPES, type UserType } from '@school/shared/contracts/auth';
import { UserInputSchema, type UserRecord } from '@school/shared/contracts/users';
import { accountFormSchema } from '@school/shared/ui/password-input';

/** The user types a provider picks from (docs/product.md#roles), with the label each shows. */
export const USER_TYPE_OPTIONS: readonly { value: UserType; label: string }[] = [
  { value: USER_TYPES.school, label: 'School' },
  { value: USER_TYPES.provider, label: 'SGI User' },
];

export const userTypeLabel = (type: string): string => USER_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** A new user: nothing chosen, Active unchecked (docs/product.md#provider-area: false by default). */
export const EMPTY_USER: UserFormValues = { fullName: '', userName: '', password: '', userType: '', active: false, schoolId: '' };

const { fullName, userName, active } = UserInputSchema.shape;

/**
 * The form's rules, from the API's contract with the messages of docs/product.md#field-rules, with
 * the password's of accountFormSchema. A school user needs a school; like the password's, this
 * rule runs even while other fields are wrong (`when`), so one Save shows every message.
 */
export function userFormSchema(editing: boolean) {
  const shape = { fullName, userName, userType: z.string().pipe(UserInputSchema.shape.userType), active, schoolId: z.string().optional() };
  return accountFormSchema(editing, shape).refine((user) => user.userType === USER_TYPES.provider || Number(user.schoolId) > 0, {
    message: 'School is required',
    path: ['schoolId'],
    when: () => true,
  });
}
/** What the user form holds: text fields, the selects' values as text, Active as a checkbox. */
export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
export type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

/** The edit form's values: everything but the password, which is never sent to the browser. */
export function userFormValues(user: UserRecord): UserFormValues {
  const userType = USER_TYPE_OPTIONS.some((option) => option.value === user.userType) ? (user.userType as UserType) : '';
  return {
    fullName: user.fullName,
    userName: user.userName,
    password: '',
    userType,
    active: user.active,
    schoolId: user.schoolId === null ? '' : String(user.schoolId),
  };
}

/** The body of /School/User/Add and /School/User/Update (docs/product.md#api-calls). */
export interface UserPayload {
  schoolUserId?: number;
  fullName: string;
  userName: string;
  /** Under the login cipher; empty on update keeps the current password. */
  password: string;
  userType: UserType;
  active: boolean;
  createdBy?: number;
  SchoolId: number | null;
}

interface PayloadContext {
  schoolUserId?: number | undefined;
  /** The provider admin saving, from session storage's schoolUserId. */
  createdBy?: number | undefined;
  encrypt: (plain: string) => string;
}

export function userPayload(values: UserFormOutput, { schoolUserId, createdBy, encrypt }: PayloadContext): UserPayload {
  return {
    ...(schoolUserId === undefined ? {} : { schoolUserId }),
    fullName: values.fullName,
    userName: values.userName,
    password: values.password === '' ? '' : encrypt(values.password),
    userType: values.userType,
    active: values.active,
    ...(createdBy === undefined ? {} : { createdBy }),
    // An 'SGI User' belongs to no school, whatever the disabled selector last held.
    SchoolId: values.userType === USER_TYPES.provider ? null : Number(values.schoolId),
  };
}

/** The provider admin signed in, from session storage's schoolUserId: the users it saves name it as createdBy. */
export function providerAdminId(): number | undefined {
  const stored = Number(sessionStorage.getItem(SESSION_KEYS.schoolUserId));
  return stored > 0 ? stored : undefined;
}
