import { useCallback, useEffect, useRef } from 'react';
import { getSiteJson } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LIST_CHANGED_ROUTE, type ChangedList, type ListChanged } from '@school/shared/contracts/list-changed';
import { LastUpdated } from './last-updated';

/**
 * "Last updated" under a public list of records (staff, events, alumni), whose records keep no
 * date: the list's newest write, from GET /Site/LastChanged, loaded as the list is (useLoad: a
 * prerendered page carries it, and a visitor's page view does not ask for it). Asked again
 * whenever the list is loaded again (`list` is its records: a new array each load), so an
 * admin's change dates it at once. While it is asked, or if the API cannot say, no date shows:
 * it is about the list, and the list shows its own failure.
 */
export function ListLastUpdated({ kind, list }: { kind: ChangedList; list: unknown }) {
  const load = useCallback((signal: AbortSignal) => getSiteJson<Partial<ListChanged> | null>(LIST_CHANGED_ROUTE, { query: { list: kind }, signal }), [kind]);
  const { data, reload } = useLoad(load, { key: `lastChanged:${kind}` });
  const dated = useRef(list);
  useEffect(() => {
    if (dated.current === list) return;
    dated.current = list;
    reload();
  }, [list, reload]);
  // Only a date is taken: an answer of another shape shows none. Live: a load again redates it.
  return <LastUpdated at={typeof data?.at === 'string' ? data.at : null} still={false} />;
}
