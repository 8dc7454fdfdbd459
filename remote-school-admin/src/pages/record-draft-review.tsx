import type { Draft, RecordDraftChange } from '@school/shared/contracts/drafts';
import type { AlumnusRecord, EventRecord, StaffRecord } from '@school/shared/contracts/records';
import { session } from '@school/shared';
import { RecordDraftEditor } from '../features/drafts/components/record-draft-editor';
import { RecordSides } from '../features/drafts/components/record-sides';
import { alumnusOfDraft, alumnusShown } from '../features/alumni/alumni-draft';
import { AlumniDialog } from '../features/alumni/components/alumni-dialog';
import { eventOfDraft, eventShown } from '../features/events/event-draft';
import { EventDialog } from '../features/events/components/event-dialog';
import { staffOfDraft, staffShown } from '../features/staff/staff-draft';
import { StaffDialog } from '../features/staff/components/staff-dialog';

/**
 * The review page's part for a record's draft (decision 013), composed of the features: the
 * author's Edit in the record's own dialog (while the draft is not submitted), and the record as
 * visitors see it now beside the draft.
 */
export function RecordDraftReview({ draft, change, onSaved }: { draft: Draft; change: RecordDraftChange; onSaved(): void }) {
  const editable = draft.authorId === session.schoolUserOwnId() && draft.state !== 'submitted';
  const common = { id: draft.id, recordId: change.recordId, onSaved };
  switch (change.type) {
    case 'staff': {
      const current = draft.current as StaffRecord | null;
      const drafted = staffOfDraft(change, current);
      return (
        <>
          {editable && <RecordDraftEditor {...common} record={drafted} dialog={(editor, saving) => <StaffDialog editor={editor} draft={saving} />} />}
          <RecordSides current={current && staffShown(current)} drafted={staffShown(drafted)} newText="Visitors see nothing of it yet: this is a new staff member." />
        </>
      );
    }
    case 'alumni': {
      const current = draft.current as AlumnusRecord | null;
      const drafted = alumnusOfDraft(change, current);
      return (
        <>
          {editable && <RecordDraftEditor {...common} record={drafted} dialog={(editor, saving) => <AlumniDialog editor={editor} draft={saving} />} />}
          <RecordSides current={current && alumnusShown(current)} drafted={alumnusShown(drafted)} newText="Visitors see nothing of it yet: this is a new alumnus." />
        </>
      );
    }
    case 'event': {
      const current = draft.current as EventRecord | null;
      const drafted = eventOfDraft(change, current);
      return (
        <>
          {editable && <RecordDraftEditor {...common} record={drafted} dialog={(editor, saving) => <EventDialog editor={editor} draft={saving} />} />}
          <RecordSides current={current && eventShown(current)} drafted={eventShown(drafted)} newText="Visitors see nothing of it yet: this is a new event." />
        </>
      );
    }
  }
}
