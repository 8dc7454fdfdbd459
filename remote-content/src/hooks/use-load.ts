import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** True until the latest load has answered: the screen shows its loading text. */
  loading: boolean;
  data: T | undefined;
  /** Loads again (after an admin's change); the screen shows progress meanwhile. */
  reload: () => void;
}

/**
 * Runs `load` when the screen mounts and on every reload, keeping only the latest answer.
 * `load` must be a stable function (a module-level one) and should handle its own failures.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ version: number; data: T } | null>(null);

  useEffect(() => {
    let current = true;
    void load().then((data) => {
      if (current) setAnswer({ version, data });
    });
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { loading: answer?.version !== version, data: answer?.data, reload };
}
