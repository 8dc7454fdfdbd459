import { useCallback, useId, useState } from 'react';
import { useActions } from '@school/shared/use-actions';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { DoneLine, LoadedList } from '@school/shared/ui/list-status';
import type { FeedbackItem, FeedbackListRequest } from '@school/shared/contracts/feedback';
import { feedbackPage } from '../api/feedback-page';
import { setFeedbackClosed } from '../api/set-feedback-closed';
import { FeedbackEntry } from './feedback-item';
import '../../../ui/admin-form.css';
import './feedback-inbox.css';

type Filter = FeedbackListRequest['status'];
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/**
 * The school's feedback, newest first, a page at a time: open ones by default, closed or all on
 * demand, each with Close or Reopen. After either, the list is loaded again and the focus goes
 * to the line that says what was done, since the item may have left the list with its button.
 */
export function FeedbackInbox() {
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => feedbackPage({ status: filter, page }, signal), [filter, page]);
  const feedback = useLoad(load);
  const { data, loading, reload } = feedback;
  const { run, busy } = useActions();
  /** The item whose Close or Reopen is being done. */
  const [toggled, setToggled] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const filterName = useId();

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const toggle = (item: FeedbackItem) => {
    if (busy) return;
    const closing = item.status === 'open';
    setToggled(item.reference);
    return run(() => setFeedbackClosed(item.reference, closing), {
      failed: `Failed to ${closing ? 'close' : 'reopen'} the feedback. Please try again.`,
      then: (now) => {
        setDone(`${now.reference} is ${now.status === 'closed' ? 'closed' : 'open again'}.`);
        // The last item of a page beyond the first leaves the filter: the page before is shown (a new page loads anyway).
        if (filter !== 'all' && page > 1 && data?.items.length === 1) setPage(page - 1);
        else reload();
      },
    });
  };

  const choose = (value: Filter) => {
    setFilter(value);
    setPage(1);
    setDone('');
  };

  return (
    <div className="feedback-inbox">
      <fieldset className="admin-form-box feedback-filter">
        <legend>Show</legend>
        {FILTERS.map(({ value, label }) => (
          <label key={value}>
            <input type="radio" name={filterName} value={value} checked={filter === value} onChange={() => choose(value)} />
            {label}
            {data && ` (${value === 'open' ? data.open : value === 'closed' ? data.closed : data.open + data.closed})`}
          </label>
        ))}
      </fieldset>
      <DoneLine text={done} />
      <LoadedList load={feedback} loadingText="Loading the feedback…" failed={(latest) => <LoadFailed what={latest ? 'The latest feedback' : 'The feedback'} onRetry={reload} />}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p className="ui-empty">
                {data.open + data.closed === 0 ? 'No feedback yet' : filter === 'open' ? 'No open feedback.' : filter === 'closed' ? 'No closed feedback.' : 'No feedback yet'}
              </p>
            ) : (
              <ul className="feedback-list" aria-busy={loading || undefined}>
                {data.items.map((item) => (
                  <li key={item.reference}>
                    <FeedbackEntry item={item} busy={busy && toggled === item.reference} onToggle={(chosen) => void toggle(chosen)} />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav className="feedback-pages" aria-label="Pages of feedback">
                <button type="button" className="ui-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </button>
                <span>
                  Page {Math.min(page, pages)} of {pages}
                </span>
                <button type="button" className="ui-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </LoadedList>
    </div>
  );
}
