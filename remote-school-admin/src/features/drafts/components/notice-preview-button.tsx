import { useState } from 'react';
import { draftPreview, errorMessage, notifier, useNavigate } from '@school/shared';
import { noticePath } from '@school/shared/contracts/notice-values';
import type { Notice } from '@school/shared/contracts/notices';
import type { Draft } from '@school/shared/contracts/drafts';
import { noticeAsPublished } from '../notice-as-published';

const toasts = notifier('admin');

/**
 * "Preview what visitors would see" of a notice's draft: the public notice page, drawn by the
 * public site with the draft's notice, in this tab only (shared/src/draft-preview.ts); the lists
 * and the home page's board show it in its place while the preview is on.
 */
export function NoticePreviewButton({ draft }: { draft: Draft }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { change } = draft;
  if (change.type !== 'notice') return null;
  const preview = async () => {
    setBusy(true);
    try {
      const current = draft.current as Notice | null;
      const notice = await noticeAsPublished(change.notice, change.noticeId, current, new Date().toISOString());
      draftPreview.start({ draftId: draft.id, type: 'notice', notice, current });
      navigate(noticePath(notice.id));
    } catch (error) {
      console.error(error);
      toasts.error(errorMessage(error, 'The preview could not be opened. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <p className="draft-actions">
      <button type="button" className="ui-button" aria-disabled={busy || undefined} onClick={() => void (busy || preview())}>
        Preview what visitors would see
      </button>
    </p>
  );
}
