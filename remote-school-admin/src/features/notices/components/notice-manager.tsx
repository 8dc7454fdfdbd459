import { useEffect, useRef, useState } from 'react';
import { errorMessage, notifier, useSession } from '@school/shared';
import { listedRecord, useRecordEditor } from '@school/shared/record-editor';
import { useLoad } from '@school/shared/use-load';
import type { Confirmation } from '@school/shared/ui/confirm-dialog';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { DoneLine, LoadedList } from '@school/shared/ui/list-status';
import { RecordDialog } from '@school/shared/ui/record-dialog';
import { circularReference, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { deleteNotice } from '../api/delete-notice';
import { listNotices } from '../api/list-notices';
import { publishNotice } from '../api/publish-notice';
import { saveNotice } from '../api/save-notice';
import { ownDraftOf } from '../../../ui/drafts/own-draft';
import { saveDraft } from '../../../ui/drafts/save-draft';
import { savedAsDraft } from '../../../ui/drafts/save-record-draft';
import { asNotice } from './notice-draft-editor';
import { NoticeForm } from './notice-form';
import { NoticeTable, when } from './notice-table';
import { AddButton } from '../../../ui/add-button';
import '../../../ui/item-actions.css';
import './notices.css';

const toasts = notifier('admin');

/** The list, and when it was loaded: its states (scheduled, showing, archived) are as of then. */
const loadNotices = async (signal: AbortSignal) => ({ items: (await listNotices(signal)).items, at: Date.now() });

/** What the confirmation of Publish asks: when visitors see it and, for a circular, that its number is then fixed. */
function publishQuestion(notice: Notice): Confirmation {
  const shown = Date.parse(notice.publishFrom) <= Date.now() ? 'Visitors see it at once' : `Visitors see it from ${when(notice.publishFrom)}`;
  const circular =
    notice.category === 'circular' ? ' As a circular it gets the next circular number of the year, which cannot be changed afterwards, and it stays a circular.' : '';
  return { question: `Publish “${notice.title.en}”?`, detail: `${shown}.${circular}`, action: 'Publish' };
}

/**
 * The school's notices, drafts and published, in the house table. An editor's Add and Edit save
 * a draft of the change instead (the Drafts screen submits it); visitors see nothing of it. Add and Edit open the form in
 * a RecordDialog, Publish and Delete ask first; after each change the list loads again and the
 * line above it says what was done (and takes the focus). `editId` (the address's ?edit=) opens
 * that notice's editor once the list holds it.
 */
export function NoticeManager({ editId = null }: { editId?: number | null }) {
  // An editor's save is a draft for a publisher to approve (decision 013); the server decides, this only words it.
  const publishes = useSession().schoolRole !== 'editor';
  const notices = useLoad(loadNotices);
  const { data, reload } = notices;
  const [done, setDone] = useState('');
  const said = (what: string) => {
    setDone(what);
    reload();
  };
  const failed = (action: string) => (failure: unknown) => {
    console.error(failure);
    toasts.error(errorMessage(failure, `Failed to ${action} the notice. Please try again.`));
  };
  // The list holds whole notices: Edit opens on the one listed, and Publish and Delete name it.
  const listed = (id: number) => listedRecord(data?.items, id);
  /** An editor's Edit opens their draft of the notice, if they have one: what they wrote before stays. */
  const withOwnDraft = async (id: number) => {
    const draft = await ownDraftOf('notice', String(id));
    return draft?.change.type === 'notice' ? asNotice(draft.change.notice, listed(id)) : listed(id);
  };
  const editor = useRecordEditor<Notice>({
    fetch: async (id) => (publishes ? listed(id) : withOwnDraft(id)),
    delete: deleteNotice,
    confirmDelete: (id) => ({ question: `Delete “${listed(id).title.en}” and its attachments?`, detail: 'This cannot be undone.', action: 'Delete' }),
    afterSave: reload,
    afterDelete: (id) => said(`“${listed(id).title.en}” is deleted.`),
    fetchFailed: console.error,
    deleteFailed: failed('delete'),
  });

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || editId === null || !data?.items.some((notice) => notice.id === editId)) return;
    opened.current = true;
    void editor.edit(editId);
  }, [data, editId, editor]);

  const publish = (notice: Notice) =>
    void editor.act(notice.id, 'publish', {
      confirm: publishQuestion(notice),
      run: () => publishNotice(notice.id),
      done(published) {
        const reference = circularReference(published);
        said(reference ? `“${published.title.en}” is published as Circular No. ${reference}.` : `“${published.title.en}” is published.`);
      },
      failed: failed('publish'),
    });

  return (
    <div className="notice-manager">
      <AddButton onClick={editor.add}>Add notice</AddButton>
      <DoneLine text={done} />
      <LoadedList load={notices} loadingText="Loading the notices…" failed={(latest) => <LoadFailed what={latest ? 'The latest notices' : 'The notices'} onRetry={reload} />}>
        {({ items, at }) => (
          <NoticeTable notices={items} at={at} editor={editor} onPublish={publish} publishes={publishes} />
        )}
      </LoadedList>
      <RecordDialog
        editor={editor}
        titles={{ add: 'Add notice', edit: 'Edit notice' }}
        save={async (input: NoticeInput, notice) => {
          if (!publishes) {
            await saveDraft({ type: 'notice', noticeId: notice?.id ?? null, notice: input });
            return setDone(savedAsDraft(input.title.en));
          }
          const saved = await saveNotice(input, notice?.id ?? null);
          setDone(notice ? `“${saved.title.en}” is saved.` : `“${saved.title.en}” is saved as a draft. Publish it when it is ready.`);
        }}
        failure={(failure) => {
          console.error(failure);
          return errorMessage(failure, 'The notice could not be saved. Please try again.');
        }}
      >
        {(form) => <NoticeForm {...form} />}
      </RecordDialog>
    </div>
  );
}
