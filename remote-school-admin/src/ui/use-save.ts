import { useState } from 'react';

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
