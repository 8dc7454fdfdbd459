import { useState } from 'react';
import { draftPreview, session, useNavigate, useSession } from '@school/shared';
import { askToConfirm } from '@school/shared/ui/confirm-dialog';
import { useActions } from '@school/shared/use-actions';
import type { Draft } from '@school/shared/contracts/drafts';
import { discardDraft, publishDraft, returnDraft, submitDraft } from '../api/draft-steps';
import { SendBackDialog } from './send-back-dialog';

/**
 * What can be done with a draft, by whom (decision 013): its author submits or discards it; a
 * publisher publishes a submitted draft, sends it back with a comment, or discards it. Done, the
 * screen goes back to the drafts, saying what happened.
 */
export function DraftDecision({ draft, approvalRequired, onSubmitted }: { draft: Draft; approvalRequired: boolean; onSubmitted(): void }) {
  const { schoolRole } = useSession();
  const navigate = useNavigate();
  const { run: act, busy } = useActions();
  const [sendingBack, setSendingBack] = useState(false);
  const mine = draft.authorId === session.schoolUserOwnId();
  const publishes = schoolRole !== 'editor';

  const run = (work: () => Promise<{ message: string; state?: string }>, failed: string, after?: (state?: string) => void) =>
    act(work, {
      failed,
      done: ({ message }) => message,
      then: ({ state }) => {
        // A preview of what changed now is a preview of nothing.
        draftPreview.end();
        if (after) after(state);
        else navigate('/Manage-Drafts');
      },
    });
  const discard = async () => {
    if (await askToConfirm({ question: `Discard the draft “${draft.title}”?`, detail: 'Its changes are lost; what visitors see stays as it is.', action: 'Discard' })) {
      await run(() => discardDraft(draft.id), 'Failed to discard the draft. Please try again.');
    }
  };
  const publish = async () => {
    if (await askToConfirm({ question: `Publish “${draft.title}”?`, detail: 'Visitors see the draft’s version from now on.', action: 'Publish' })) {
      await run(() => publishDraft(draft.id), 'Failed to publish the draft. Please try again.');
    }
  };
  const submit = () => run(() => submitDraft(draft.id), 'Failed to submit the draft. Please try again.', (state) => (state === 'published' ? navigate('/Manage-Drafts') : onSubmitted()));

  return (
    <section className="draft-decision" aria-label="Decision">
      {draft.state === 'submitted' && !publishes && <p>Waiting for a publisher to publish it or send it back.</p>}
      <div className="draft-actions">
        {mine && draft.state !== 'submitted' && (
          <button type="button" className="ui-button ui-button-primary" aria-disabled={busy || undefined} onClick={() => void (busy || submit())}>
            {approvalRequired ? 'Submit for approval' : 'Publish'}
          </button>
        )}
        {publishes && draft.state === 'submitted' && (
          <>
            <button type="button" className="ui-button ui-button-primary" aria-disabled={busy || undefined} onClick={() => void (busy || publish())}>
              Publish
            </button>
            <button type="button" className="ui-button" aria-disabled={busy || undefined} onClick={() => setSendingBack(true)}>
              Send back
            </button>
          </>
        )}
        {(mine || publishes) && (
          <button type="button" className="ui-button item-action-danger" aria-disabled={busy || undefined} onClick={() => void (busy || discard())}>
            Discard
          </button>
        )}
      </div>
      <SendBackDialog
        open={sendingBack}
        busy={busy}
        onClose={() => setSendingBack(false)}
        onSend={(comment) => run(() => returnDraft(draft.id, comment), 'Failed to send the draft back. Please try again.')}
      />
    </section>
  );
}
