import { draftPreview, useNavigate } from '@school/shared';
import { noticePath } from '@school/shared/contracts/notice-values';
import type { Notice } from '@school/shared/contracts/notices';
import type { Draft } from '@school/shared/contracts/drafts';
import { useActions } from '@school/shared/use-actions';
import { noticeAsPublished } from '../notice-as-published';

/**
 * "Preview what visitors would see" of a notice's draft: the public notice page, drawn by the
 * public site with the draft's notice, in this tab only (shared/src/draft-preview.ts); the lists
 * and the home page's board show it in its place while the preview is on.
 */
export function NoticePreviewButton({ draft }: { draft: Draft }) {
  const navigate = useNavigate();
  const { run, busy } = useActions();
  const { change } = draft;
  if (change.type !== 'notice') return null;
  const current = draft.current as Notice | null;
  const preview = () =>
    run(() => noticeAsPublished(change.notice, change.noticeId, current, new Date().toISOString()), {
      failed: 'The preview could not be opened. Please try again.',
      then: (notice) => {
        draftPreview.start({ draftId: draft.id, type: 'notice', notice, current });
        navigate(noticePath(notice.id));
      },
    });
  return (
    <p className="draft-actions">
      <button type="button" className="ui-button" aria-disabled={busy || undefined} onClick={() => void (busy || preview())}>
        Preview what visitors would see
      </button>
    </p>
  );
}
