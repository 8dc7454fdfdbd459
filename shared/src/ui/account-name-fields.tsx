import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './form-field';

interface AccountNameFieldsProps {
  /** `register('fullName')` and `register('userName')` of the form the fields are in. */
  fullName: UseFormRegisterReturn;
  userName: UseFormRegisterReturn;
  /** Their messages, from the form's errors. */
  errors: { fullName?: string; userName?: string };
}

/**
 * A user account's Full Name and Username, as the provider's Users form and a school's Team
 * form both ask them: the username as typed (no capital letter, no spelling fix).
 */
export function AccountNameFields({ fullName, userName, errors }: AccountNameFieldsProps) {
  return (
    <>
      <Field label="Full Name" error={errors.fullName}>
        {(control) => <input type="text" autoComplete="off" {...control} {...fullName} />}
      </Field>
      <Field label="Username" error={errors.userName}>
        {(control) => <input type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} {...userName} />}
      </Field>
    </>
  );
}
