import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, type ControlProps } from '@school/shared/ui/form-field';
import type { FieldInfo } from '@school/shared/contracts/page-fields';
import { NoHindiYet, useLacksHindi } from './hindi-gaps';
import { useFieldError } from './use-field-error';

/**
 * English and Hindi side by side: the Hindi is optional, and while the English has none the
 * Hindi input says so (the site shows the English meanwhile).
 */
export function BilingualField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'text' | 'paragraphs' }> }) {
  const { register } = useFormContext();
  const errors = { en: useFieldError(`${name}.en`), hi: useFieldError(`${name}.hi`) };
  const rows = info.widget === 'paragraphs' ? 6 : undefined;
  const hint = info.widget === 'paragraphs' ? [info.hint, 'A blank line starts a new paragraph; a line starting with "- " is a list item.'].filter(Boolean).join(' ') : info.hint;
  const hints = { en: hint, hi: useLacksHindi(name) ? <NoHindiYet /> : undefined };
  return (
    <div className="admin-form-grid content-bilingual">
      {(['en', 'hi'] as const).map((language) => (
        <Field key={language} label={`${info.label} (${language === 'en' ? 'English' : 'Hindi'})`} hint={hints[language]} error={errors[language]}>
          {(control) =>
            rows ? (
              <textarea rows={rows} lang={language} maxLength={info.max} {...control} {...register(`${name}.${language}`)} />
            ) : (
              <input type="text" lang={language} maxLength={info.max} autoComplete="off" {...control} {...register(`${name}.${language}`)} />
            )
          }
        </Field>
      ))}
    </div>
  );
}

/** One value of a block, under its label and hint, registered under its name. */
function OneValueField({ name, info, children }: { name: string; info: Extract<FieldInfo, { widget: 'plain' | 'choice' }>; children(props: ControlProps & UseFormRegisterReturn): ReactNode }) {
  const { register } = useFormContext();
  const registered = register(name);
  return (
    <Field label={info.label} hint={info.hint} error={useFieldError(name)}>
      {(control) => children({ ...control, ...registered })}
    </Field>
  );
}

export function PlainField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'plain' }> }) {
  return (
    <OneValueField name={name} info={info}>
      {(props) => <input type={info.inputType} inputMode={info.numeric ? 'decimal' : undefined} maxLength={info.max} autoComplete="off" {...props} />}
    </OneValueField>
  );
}

/** One of a few answers; "Not stated" keeps it empty, as every block starts. */
export function ChoiceField({ name, info }: { name: string; info: Extract<FieldInfo, { widget: 'choice' }> }) {
  return (
    <OneValueField name={name} info={info}>
      {(props) => (
        <select {...props}>
          <option value="">Not stated</option>
          {info.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </OneValueField>
  );
}
