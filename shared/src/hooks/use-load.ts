import { use, useCallback, useEffect, useRef, useState } from 'react';
import { forgetSeededAnswer, seededAnswer, serverLoad } from '@school/shared';

export interface Loaded<T> {
  data: T | undefined;
  /** True while a load is in flight, including a reload with data already shown. */
  loading: boolean;
  /** The last load's failure, cleared by the next success. */
  error: unknown;
  reload: () => void;
}

/** How a load is known across a server render and the client's first render (decision 014). */
export interface LoadOptions {
  /**
   * The call and its arguments (`page:principal`, `notices:/notices?page=2`), on a public page's
   * loads. In a server render the hook waits for the answer (through `use()`) and the page
   * carries it; the client's first render starts from that answer, so hydration sees the same
   * tree. That answer is as fresh as the page (the renderer writes it again within seconds of a
   * publish), so it is not asked for again: a page view asks the API nothing. A reload asks.
   */
  key?: string;
}

/**
 * The one loader of every app's screens: loads data when the screen mounts and again on demand
 * (Refresh, after a save or a delete). The data of the previous load stays on screen during a
 * reload, so a refresh does not blank a list; a late answer of a superseded load is dropped; a
 * failure is logged and kept in `error`. `load` must be stable (a module-level function or a
 * memoised one): a new one starts a new load.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, { key }: LoadOptions = {}): Loaded<T> {
  const [seed] = useState(() => (key === undefined ? null : seededAnswer(key)));
  const [data, setData] = useState<T | undefined>(seed?.value as T | undefined);
  const [loading, setLoading] = useState(!seed);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  /** Whether the answer shown is the page's own, not loaded yet: the first load is then not made. */
  const seeded = useRef(seed !== null);

  useEffect(() => {
    if (key !== undefined) forgetSeededAnswer(key);
    if (seeded.current) {
      seeded.current = false;
      return;
    }
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
  }, [load, key, generation]);

  const reload = useCallback(() => {
    setLoading(true);
    setGeneration((count) => count + 1);
  }, []);
  // Only in a server render (effects never run there): the same branch on every render.
  const server = key === undefined ? null : serverLoad(key, () => load(new AbortController().signal));
  if (server) return { data: use(server) as T, loading: false, error: null, reload };
  return { data, loading, error, reload };
}
