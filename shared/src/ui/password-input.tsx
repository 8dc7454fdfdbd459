import { useState, type ComponentProps } from 'react';
import * as z from 'zod';
import { PASSWORD_REQUIRED } from '../contracts/auth';
import { NewPasswordSchema } from '../contracts/users';
import './login-form.css';

/**
 * A new password's input with its Show/Hide button, for the forms where someone sets a password
 * for another person (the provider's Users, a school's Team). The field's label, hint and error
 * come from the `Field` around it; `control` is what Field hands its child.
 */
export function PasswordInput(props: ComponentProps<'input'> & { id: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="ui-password">
      <input type={visible ? 'text' : 'password'} autoComplete="new-password" {...props} />
      <button type="button" className="ui-password-toggle" aria-controls={props.id} onClick={() => setVisible((shown) => !shown)}>
        {visible ? 'Hide password' : 'Show password'}
      </button>
    </div>
  );
}

/**
 * The rules of a form around a PasswordInput, its other fields in `shape`: the password is
 * required when adding only (when editing, empty keeps the current one); any other must pass the
 * API's rules for a new one (the failed union reports NewPasswordSchema's message, the option
 * that came closest). The requirement runs even while other fields are wrong (`when`), so one
 * Save shows every message.
 */
export function accountFormSchema<Shape extends z.ZodRawShape>(editing: boolean, shape: Shape) {
  return z
    .object({ ...shape, password: z.union([z.literal(''), NewPasswordSchema]) })
    .refine((account: object) => editing || ('password' in account && account.password !== ''), { message: PASSWORD_REQUIRED, path: ['password'], when: () => true });
}
