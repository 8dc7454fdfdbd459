import { useEffect, useRef, type RefObject } from 'react';

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
