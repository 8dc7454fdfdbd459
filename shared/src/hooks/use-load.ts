import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  /** True while a load is in flight, including a reload with data already shown. */
  loading: boolean;
  /** The last load's failure, cleared by the next success. */
  error: unknown;
  reload: () => void;
}

/**
 * The one loader of every app's screens: loads data when the screen mounts and again on demand
 * (Refresh, after a save or a delete). The data of the previous load stays on screen during a
 * reload, so a refresh does not blank a list; a late answer of a superseded load is dropped; a
 * failure is logged and kept in `error`. `load` must be stable (a module-level function or a
 * memoised one): a new one starts a new load.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        setData(result);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failure);
        setError(failure);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [load, generation]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((count) => count + 1);
  }, []);
  return { data, loading, error, reload };
}
