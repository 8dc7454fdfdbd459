import { useState } from 'react';
import { useActions } from '@school/shared/use-actions';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { listDrafts } from '../../../ui/drafts/list-drafts';
import { setApproval } from '../api/draft-steps';
import './drafts.css';

/** The school admin's approval switch (decision 013): on, an editor's draft waits for a publisher; off, submitting it publishes it. Audited by the API. */
export function ApprovalSwitch() {
  const loaded = useLoad(listDrafts);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const { run, busy } = useActions();
  if (!loaded.data) return loaded.error ? <LoadFailed what="The approval setting" onRetry={loaded.reload} /> : <p role="status">Loading the approval setting…</p>;
  const required = chosen ?? loaded.data.approvalRequired;

  const change = (next: boolean) =>
    run(() => setApproval(next), { failed: 'Failed to save the approval setting. Please try again.', done: (answer) => answer.message, then: () => setChosen(next) });
  return (
    <section className="draft-status" aria-labelledby="approval-heading">
      <h2 id="approval-heading">Approval</h2>
      <p>
        <label>
          <input type="checkbox" checked={required} disabled={busy} onChange={(event) => void change(event.target.checked)} /> An editor’s draft waits for a publisher or
          an admin to publish it
        </label>
      </p>
      <p>{required ? 'Visitors see an editor’s change only after a publisher publishes it.' : 'Approval is off: when an editor submits a draft, it is published at once.'}</p>
    </section>
  );
}
