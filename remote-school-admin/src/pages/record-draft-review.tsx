import type { ReactNode } from 'react';
import type { Draft, RecordDraftChange } from '@school/shared/contracts/drafts';
import type { AlumnusRecord, EventRecord, StaffRecord } from '@school/shared/contracts/records';
import type { RecordEditor } from '@school/shared/record-editor';
import { session } from '@school/shared';
import type { ShownField } from '../ui/drafts/record-draft-fields';
import type { DraftSaving } from '../ui/drafts/save-record-draft';
import { RecordDraftEditor } from '../features/drafts/components/record-draft-editor';
import { RecordSides } from '../features/drafts/components/record-sides';
import { alumnusOfDraft, alumnusShown } from '../features/alumni/alumni-draft';
import { AlumniDialog } from '../features/alumni/components/alumni-dialog';
import { eventOfDraft, eventShown } from '../features/events/event-draft';
import { EventDialog } from '../features/events/components/event-dialog';
import { staffOfDraft, staffShown } from '../features/staff/staff-draft';
import { StaffDialog } from '../features/staff/components/staff-dialog';

/** What the review takes from a record's feature: its draft as a record, its fields as shown, its dialog, and the line under a new one. */
interface RecordKind<Item> {
  ofDraft(change: RecordDraftChange, current: Item | null): Item;
  shown(item: Item): ShownField[];
  Dialog(props: { editor: RecordEditor<Item>; draft: DraftSaving }): ReactNode;
  newText: string;
}

const STAFF: RecordKind<StaffRecord> = {
  ofDraft: staffOfDraft,
  shown: staffShown,
  Dialog: StaffDialog,
  newText: 'Visitors see nothing of it yet: this is a new staff member.',
};

const ALUMNI: RecordKind<AlumnusRecord> = {
  ofDraft: alumnusOfDraft,
  shown: alumnusShown,
  Dialog: AlumniDialog,
  newText: 'Visitors see nothing of it yet: this is a new alumnus.',
};

const EVENTS: RecordKind<EventRecord> = {
  ofDraft: eventOfDraft,
  shown: eventShown,
  Dialog: EventDialog,
  newText: 'Visitors see nothing of it yet: this is a new event.',
};

interface RecordDraftReviewProps {
  draft: Draft;
  change: RecordDraftChange;
  onSaved(): void;
}

/** The review of one kind of record's draft. */
function KindReview<Item>({ kind, draft, change, onSaved }: RecordDraftReviewProps & { kind: RecordKind<Item> }) {
  const editable = draft.authorId === session.schoolUserOwnId() && draft.state !== 'submitted';
  const current = draft.current as Item | null;
  const drafted = kind.ofDraft(change, current);
  const { Dialog } = kind;
  return (
    <>
      {editable && <RecordDraftEditor id={draft.id} recordId={change.recordId} onSaved={onSaved} record={drafted} dialog={(editor, saving) => <Dialog editor={editor} draft={saving} />} />}
      <RecordSides current={current ? kind.shown(current) : null} drafted={kind.shown(drafted)} newText={kind.newText} />
    </>
  );
}

/**
 * The review page's part for a record's draft (decision 013), composed of the features: the
 * author's Edit in the record's own dialog (while the draft is not submitted), and the record as
 * visitors see it now beside the draft.
 */
export function RecordDraftReview(props: RecordDraftReviewProps) {
  switch (props.change.type) {
    case 'staff':
      return <KindReview kind={STAFF} {...props} />;
    case 'alumni':
      return <KindReview kind={ALUMNI} {...props} />;
    case 'event':
      return <KindReview kind={EVENTS} {...props} />;
  }
}
