import { useSession } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { LoadedList } from '@school/shared/ui/list-status';
import { listDrafts } from '../ui/drafts/list-drafts';
import { DraftTable } from '../features/drafts/components/draft-table';

/** /Manage-Drafts: an editor's own drafts, or every draft of the school for a publisher or an admin (decision 013). */
export function DraftsPage() {
  const reviews = useSession().schoolRole !== 'editor';
  const drafts = useLoad(listDrafts);
  return (
    <div className="drafts-admin-page">
      <h1>Drafts</h1>
      <p>
        {reviews
          ? 'Changes to pages and notices that editors wrote and visitors do not see yet. Open one to compare it with what visitors see now, then publish it or send it back with a comment.'
          : 'Your changes to pages and notices that visitors do not see yet. Open one to see it beside what visitors see now, submit it for approval or discard it.'}
      </p>
      <LoadedList load={drafts} loadingText="Loading the drafts…" failed={(latest) => <LoadFailed what={latest ? 'The latest drafts' : 'The drafts'} onRetry={drafts.reload} />}>
        {({ items, approvalRequired }) => (
          <>
            {!approvalRequired && <p>Approval is switched off for this school: a submitted draft is published at once.</p>}
            <DraftTable drafts={items} showAuthor={reviews} />
          </>
        )}
      </LoadedList>
    </div>
  );
}
