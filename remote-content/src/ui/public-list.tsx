import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { notifier } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { ChangedList } from '@school/shared/contracts/list-changed';
import { ListLastUpdated } from './list-last-updated';

const toasts = notifier('public');

export interface PublicList<T> {
  /** The records; undefined until the first load ends, empty when it failed. */
  list: T[] | undefined;
  reload: () => void;
}

/**
 * A public list of records (staff, events, alumni: docs/product.md#public-lists), loaded as every
 * screen loads (useLoad: a failure is logged, a reload keeps the list on screen). A failed load
 * fails one way for all three: the list shows as empty, with its empty text, and says so in the
 * toast the spec gives that list (`failureToast`, in the language shown); a list the spec gives
 * none (alumni) is only logged.
 */
export function usePublicList<T>(load: (signal: AbortSignal) => Promise<T[]>, key: string, failureToast: ((error: unknown) => string) | null): PublicList<T> {
  const { data, error, reload } = useLoad(load, { key });
  // In the words of the language shown when the failure comes; a change of language neither
  // loads the list again nor repeats the toast.
  const sayFailure = useEffectEvent((failure: unknown) => {
    if (failureToast) toasts.error(failureToast(failure));
  });
  useEffect(() => {
    if (error) sayFailure(error);
  }, [error]);
  return { list: data ?? (error ? [] : undefined), reload };
}

interface PublicListShownProps<T> {
  list: T[] | undefined;
  /** Which list, for its "Last updated". */
  kind: ChangedList;
  /** The list's own loading text (the spec's: 'Loading staff data...'). */
  loading: string;
  children: (list: T[]) => ReactNode;
}

/** The list once loaded (its failure shows as empty), with when it last changed; its loading line until then. */
export function PublicListShown<T>({ list, kind, loading, children }: PublicListShownProps<T>) {
  if (!list) {
    return (
      <p className="ui-empty" role="status">
        {loading}
      </p>
    );
  }
  return (
    <>
      {children(list)}
      <ListLastUpdated kind={kind} list={list} />
    </>
  );
}
