import { useState, type ComponentProps } from 'react';
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
