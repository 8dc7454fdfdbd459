import { useFormContext } from 'react-hook-form';
import { Field } from '@school/shared/ui/form-field';
import { NoHindiYet, useLacksHindi } from '../../../ui/hindi-gaps';
import { RequiredMark } from '../../../ui/required-mark';

interface BilingualInputsProps {
  name: 'title' | 'body';
  label: string;
  max: number;
  required?: boolean;
  rows?: number;
  hint?: string;
  errors: { en?: string | undefined; hi?: string | undefined };
}

/** English and Hindi side by side; while the English has no Hindi, the Hindi input says so (the site shows the English meanwhile). */
export function BilingualInputs({ name, label, max, required = false, rows, hint, errors }: BilingualInputsProps) {
  const { register } = useFormContext();
  const lacksHindi = useLacksHindi(name);
  return (
    <div className="admin-form-grid">
      {(['en', 'hi'] as const).map((language) => (
        <Field
          key={language}
          label={
            <>
              {label} ({language === 'en' ? 'English' : 'Hindi'})
              {required && language === 'en' && <RequiredMark />}
            </>
          }
          hint={language === 'hi' && lacksHindi ? <NoHindiYet /> : hint}
          error={errors[language]}
        >
          {(props) =>
            rows ? (
              <textarea rows={rows} lang={language} maxLength={max + 50} {...props} {...register(`${name}.${language}`)} />
            ) : (
              <input
                type="text"
                lang={language}
                maxLength={max + 50}
                autoComplete="off"
                aria-required={required && language === 'en' ? true : undefined}
                {...props}
                {...register(`${name}.${language}`)}
              />
            )
          }
        </Field>
      ))}
    </div>
  );
}
