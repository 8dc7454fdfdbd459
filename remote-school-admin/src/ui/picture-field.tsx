import { useFormContext, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { mediaUrl } from '@school/shared';
import { pictureFile, type PictureLimit } from '@school/shared/contracts/field-rules';
import type { PersonFields } from './person-input';
import { PicturePicker } from './picture-picker';

interface PictureFieldProps {
  label: string;
  noun: string;
  disabled: boolean;
  /** The form's picture limit (its record's contract). */
  limit: PictureLimit;
}

/**
 * The picture picker bound to its form (inside a FormProvider): a chosen file is checked at
 * once with the schema's own rule, and a refused one never becomes the form's value.
 */
export function PictureField({ label, noun, disabled, limit }: PictureFieldProps) {
  const { control, setValue, setError, clearErrors, formState } = useFormContext<PersonFields>();
  const picture = useWatch({ control, name: 'picture' });
  const keptPicture = useWatch({ control, name: 'keptPicture' });

  const choose = (file: File): boolean => {
    const checked = z.safeParse(pictureFile(limit), file);
    if (!checked.success) {
      setError('picture', { message: checked.error.issues[0]?.message });
      return false;
    }
    clearErrors('picture');
    setValue('picture', file, { shouldDirty: true });
    return true;
  };

  const remove = () => {
    clearErrors('picture');
    setValue('picture', undefined, { shouldDirty: true });
    setValue('keptPicture', '', { shouldDirty: true });
  };

  return (
    <PicturePicker
      label={label}
      noun={noun}
      file={picture}
      storedUrl={keptPicture ? mediaUrl(keptPicture) : null}
      error={formState.errors.picture?.message}
      disabled={disabled}
      maxBytes={limit.maxBytes}
      onChoose={choose}
      onRemove={remove}
    />
  );
}
