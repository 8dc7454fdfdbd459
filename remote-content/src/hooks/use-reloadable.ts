import { useCallback, useState } from 'react';

/**
 * A load that a screen shows through `use()` inside Suspense (its loading state), and can run
 * again (after an admin's change). Each reload is a new promise, so Suspense shows progress
 * again and the screen renders the fresh answer.
 */
export function useReloadable<T>(load: () => Promise<T>): [Promise<T>, () => void] {
  const [request, setRequest] = useState(load);
  const reload = useCallback(() => setRequest(load()), [load]);
  return [request, reload];
}
