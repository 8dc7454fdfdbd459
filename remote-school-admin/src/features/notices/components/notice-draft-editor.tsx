import { useState } from 'react';
import { errorMessage } from '@school/shared';
import { useRecordEditor } from '@school/shared/record-editor';
import { DoneLine } from '@school/shared/ui/list-status';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import type { Notice, NoticeInput } from '@school/shared/contracts/notices';
import type { Draft } from '@school/shared/contracts/drafts';
import { NoticeForm } from './notice-form';
import { saveDraft } from '../../../ui/drafts/save-draft';

/**
 * The draft's notice as the notice form reads a notice: its fields from the draft, what it has
 * no say over (status, circular number) from the notice it changes, if any.
 */
export function asNotice(input: NoticeInput, current: Notice | null): Notice {
  const kept = current ?? { id: 0, status: 'draft' as const, circularNumber: null, circularYear: null, updatedAt: '', publishedAt: null };
  const attachments = input.attachments.map(({ title, path }) => ({ title: { en: title.en, hi: title.hi ?? '' }, path, format: path.endsWith('.pdf') ? ('PDF' as const) : ('WebP' as const), bytes: 0 }));
  return { ...kept, ...input, attachments };
}

/** Edit of the author's own notice draft, in the notices' form and dialog; saved, it is a draft again, to submit again. */
export function NoticeDraftEditor({ draft, onSaved }: { draft: Draft & { change: { type: 'notice' } }; onSaved(): void }) {
  const [done, setDone] = useState('');
  const editor = useRecordEditor<Notice>({
    fetch: async () => asNotice(draft.change.notice, draft.current as Notice | null),
    afterSave: onSaved,
    fetchFailed: console.error,
  });
  return (
    <>
      <button type="button" className="ui-button" onClick={() => void editor.edit(draft.id)}>
        Edit the draft
      </button>
      <DoneLine text={done} />
      <RecordDialog
        editor={editor}
        titles={{ add: 'Edit the draft', edit: 'Edit the draft' }}
        save={async (input: NoticeInput) => {
          await saveDraft({ type: 'notice', noticeId: draft.change.noticeId, notice: input }, draft.id);
          setDone('The draft is saved. Submit it when it is ready.');
        }}
        failure={(failure) => {
          console.error(failure);
          return errorMessage(failure, 'The draft could not be saved. Please try again.');
        }}
      >
        {(form) => <NoticeForm {...form} />}
      </RecordDialog>
    </>
  );
}
