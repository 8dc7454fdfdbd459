import { useId, type ReactNode } from 'react';
import './form-field.css';

/** What a field hands its control so the label, the message and the state are linked. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The validation message shown under the control, if any. */
  error?: string | undefined;
  /** A short hint shown under the label (limits, accepted types). */
  hint?: ReactNode;
  /**
   * For messages that appear on a change rather than on Submit (a file refused as it is
   * chosen): said aloud at once, since the focus is not moved to them.
   */
  announce?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled form control with its hint and its validation message, as every form of the
 * admin screens shows them:
 *
 *   <Field label="Full Name" error={errors.fullName?.message}>
 *     {(control) => <input type="text" {...control} {...register('fullName')} />}
 *   </Field>
 */
export function Field({ label, error, hint, announce = false, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="ui-field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it (Active). */
export function CheckboxField({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="ui-field ui-field-checkbox">
      {children(id)}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A select's options: one for each of `values`, showing `label(value)` (the value itself by default). */
export function Options<Value extends string | number>({ values, label = String }: { values: readonly Value[]; label?: (value: Value) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
