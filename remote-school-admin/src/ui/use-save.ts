import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Runs a form's save and says whether it worked. A failure is only logged: the spec shows
 * nothing for a failed staff or alumni save (section 8), and the open form keeps every value.
 */
export function useSave<Input>(save: (input: Input) => Promise<void>, failure: string) {
  const [saving, setSaving] = useState(false);
  const run = async (input: Input): Promise<boolean> => {
    setSaving(true);
    try {
      await save(input);
      return true;
    } catch (error) {
      console.error(failure, error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

/**
 * Disabling a form while it saves takes focus from its submit button. A form still shown when
 * the save is over has failed to save: focus goes back to the button, not to the page's start.
 */
export function useFocusAfterFailedSave(saving: boolean, submit: RefObject<HTMLButtonElement | null>): void {
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving) submit.current?.focus();
    wasSaving.current = saving;
  }, [saving, submit]);
}
