import { useEffect, useState } from 'react';
import { getSiteJson } from '@school/shared';
import { LIST_CHANGED_ROUTE, type ChangedList, type ListChanged } from '@school/shared/contracts/list-changed';
import { LastUpdated } from './last-updated';

/**
 * "Last updated" under a public list of records (staff, events, alumni), whose records keep no
 * date: the list's newest write, from GET /Site/LastChanged. Asked again whenever the list is
 * loaded again (`list` is its records: a new array each load), so an admin's change dates it at
 * once. While it is asked, or if the API cannot say, no date shows: it is about the list, and
 * the list shows its own failure.
 */
export function ListLastUpdated({ kind, list }: { kind: ChangedList; list: unknown }) {
  const [at, setAt] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSiteJson<Partial<ListChanged> | null>(LIST_CHANGED_ROUTE, { query: { list: kind }, signal: controller.signal }).then(
      // Only a date is taken: an answer of another shape shows none.
      (changed) => setAt(typeof changed?.at === 'string' ? changed.at : null),
      () => undefined,
    );
    return () => controller.abort();
  }, [kind, list]);
  return <LastUpdated at={at} />;
}
