import { useCallback } from 'react';
import { draftPreview, Link, session, useNavigate, useParams } from '@school/shared';
import { PAGES } from '@school/shared/contracts/pages';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { formatMoment } from '@school/shared/dates';
import { DRAFT_STATE_LABELS, isRecordDraft, type Draft } from '@school/shared/contracts/drafts';
import type { NoticeInput } from '@school/shared/contracts/notices';
import { SCHOOL_ROLE_LABELS } from '@school/shared/contracts/roles';
import { getDraft } from '../ui/drafts/get-draft';
import { listDrafts } from '../ui/drafts/list-drafts';
import { DraftDecision } from '../features/drafts/components/draft-decision';
import { NoticeDraftEditor } from '../features/notices/components/notice-draft-editor';
import { NoticeSides } from '../features/drafts/components/notice-sides';
import { NoticePreviewButton } from '../features/drafts/components/notice-preview-button';
import { VersionComparison } from '../features/pages/components/version-comparison';
import { RecordDraftReview } from './record-draft-review';
import '../features/drafts/components/drafts.css';

/** The draft, and whether approval is on (Submit then says Publish). */
const loadReview = async (id: number, signal: AbortSignal) => {
  const [draft, { approvalRequired }] = await Promise.all([getDraft(id, signal), listDrafts(signal)]);
  return { draft, approvalRequired };
};

/** /Manage-Drafts/<id>: one draft beside what visitors see now, with what its reader may do with it (decision 013). */
export function DraftReviewPage() {
  const id = Number(useParams().id);
  const load = useCallback((signal: AbortSignal) => loadReview(id, signal), [id]);
  const { data, error, reload } = useLoad(load);
  return (
    <div className="draft-review-page">
      <p>
        <Link to="/Manage-Drafts">Back to all drafts</Link>
      </p>
      {data ? (
        <DraftReview draft={data.draft} approvalRequired={data.approvalRequired} onSubmitted={reload} />
      ) : error ? (
        <>
          <h1>Draft</h1>
          <LoadFailed what="The draft" onRetry={reload} />
        </>
      ) : (
        <p role="status">Loading the draft…</p>
      )}
    </div>
  );
}

/** The draft's facts, what may be done with it, and its change beside what visitors see now. */
function DraftReview({ draft, approvalRequired, onSubmitted }: { draft: Draft; approvalRequired: boolean; onSubmitted(): void }) {
  const { change } = draft;
  const navigate = useNavigate();
  const mine = draft.authorId === session.schoolUserOwnId();
  return (
    <>
      <h1>Draft: {draft.title}</h1>
      <dl className="draft-review-meta">
        <dt>State</dt>
        <dd>{DRAFT_STATE_LABELS[draft.state]}</dd>
        <dt>Written by</dt>
        <dd>
          {draft.authorName ?? 'A former user'}
          {draft.authorRole && ` (${SCHOOL_ROLE_LABELS[draft.authorRole]})`}
        </dd>
        <dt>Last saved</dt>
        <dd>{formatMoment(draft.updatedAt)}</dd>
        {draft.state === 'returned' && draft.comment && (
          <>
            <dt>Sent back with</dt>
            <dd className="draft-comment">{draft.comment}</dd>
          </>
        )}
      </dl>
      <DraftDecision draft={draft} approvalRequired={approvalRequired} onSubmitted={onSubmitted} />
      <h2>What changes</h2>
      {change.type === 'page' ? (
        <>
          <p className="draft-actions">
            <button
              type="button"
              className="ui-button"
              onClick={() => {
                draftPreview.start({ draftId: draft.id, type: 'page', kind: change.page.kind, content: change.page.content });
                navigate(PAGES[change.page.kind].route);
              }}
            >
              Preview what visitors would see
            </button>
            <Link to={`/Manage-Pages/${change.page.kind}`}>Open the page’s editor</Link>
          </p>
          <VersionComparison
            kind={change.page.kind}
            one={{ name: 'What visitors see now', content: draft.current ?? {} }}
            other={{ name: 'This draft', content: change.page.content }}
            sameText="The draft holds the same content as the published page."
          />
        </>
      ) : isRecordDraft(change) ? (
        <RecordDraftReview draft={draft} change={change} onSaved={onSubmitted} />
      ) : (
        <>
          <NoticePreviewButton draft={draft} />
          {mine && draft.state !== 'submitted' && <NoticeDraftEditor draft={{ ...draft, change }} onSaved={onSubmitted} />}
          <NoticeSides current={draft.current as NoticeInput | null} drafted={change.notice} />
        </>
      )}
    </>
  );
}
