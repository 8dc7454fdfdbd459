import { Link } from '@school/shared';
import { DRAFT_STATE_LABELS, type DraftSummary } from '@school/shared/contracts/drafts';
import { useActions } from '@school/shared/use-actions';
import { submitDraft } from '../api/draft-steps';
import './drafts.css';

interface DraftStatusProps {
  draft: DraftSummary;
  /** Off: submitting publishes at once (the school's admin switched approval off). */
  approvalRequired: boolean;
  /** After a submit: the draft as it is now, or null once it was published. */
  onChanged(draft: DraftSummary | null): void;
}

/**
 * An editor's draft of what the screen edits: its state, a publisher's comment when it was sent
 * back, and Submit (decision 013). Saving it again makes it a draft to submit again.
 */
export function DraftStatus({ draft, approvalRequired, onChanged }: DraftStatusProps) {
  const { run, busy } = useActions();
  const submit = () =>
    run(() => submitDraft(draft.id), {
      failed: 'Failed to submit the draft. Please try again.',
      done: ({ message }) => message,
      then: ({ state }) => onChanged(state === 'published' ? null : { ...draft, state: 'submitted', comment: null }),
    });
  return (
    <section className="draft-status" aria-label="Your draft">
      <p>
        <strong>Your draft: {DRAFT_STATE_LABELS[draft.state]}.</strong>{' '}
        {draft.state === 'submitted'
          ? 'A publisher will publish it or send it back. Visitors see the published version until then.'
          : approvalRequired
            ? 'Visitors do not see it until you submit it and a publisher publishes it.'
            : 'Visitors do not see it until you publish it.'}{' '}
        <Link to="/Manage-Drafts">All your drafts</Link>
      </p>
      {draft.state === 'returned' && draft.comment && (
        <p className="draft-comment">
          <strong>Sent back with this comment:</strong> {draft.comment}
        </p>
      )}
      {draft.state !== 'submitted' && (
        <button type="button" className="ui-button ui-button-primary" aria-disabled={busy || undefined} onClick={() => void (busy || submit())}>
          {approvalRequired ? 'Submit for approval' : 'Publish'}
        </button>
      )}
    </section>
  );
}
