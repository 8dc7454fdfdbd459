import { useId } from 'react';
import { formatMoment } from '@school/shared/dates';
import type { FeedbackItem } from '@school/shared/contracts/feedback';

const received = (iso: string) => formatMoment(iso);

interface FeedbackEntryProps {
  item: FeedbackItem;
  /** While its Close or Reopen is on its way. */
  busy: boolean;
  onToggle(item: FeedbackItem): void;
}

/** One feedback in the inbox: its reference number, when and from whom it came, the message, its status and Close or Reopen. */
export function FeedbackEntry({ item, busy, onToggle }: FeedbackEntryProps) {
  const titleId = useId();
  const action = item.status === 'open' ? 'Close' : 'Reopen';
  return (
    <article className={`ui-card feedback-entry feedback-entry-${item.status}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="feedback-entry-reference">
        {item.reference}
      </h2>
      <dl className="feedback-entry-details">
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={item.receivedAt}>{received(item.receivedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{item.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${item.email}?subject=${encodeURIComponent(item.reference)}`}>{item.email}</a>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className="feedback-entry-status">{item.status === 'open' ? 'Open' : 'Closed'}</dd>
        </div>
      </dl>
      <p className="feedback-entry-message">{item.message}</p>
      <div className="feedback-entry-actions">
        {/* The number in the name: a screen reader's list of buttons says which each closes. */}
        <button type="button" className="ui-button" aria-label={`${action} ${item.reference}`} aria-busy={busy || undefined} onClick={() => !busy && onToggle(item)}>
          {action}
        </button>
      </div>
    </article>
  );
}
