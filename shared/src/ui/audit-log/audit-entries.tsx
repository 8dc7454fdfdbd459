import { auditRoleLabel, auditTime, changedFields, displayValue, entityLabel, type AuditEntry } from '@school/shared/contracts/audit';
import { DataTable, type DataTableColumn } from '../data-table';

/** What an entry changed, field by field: before → after (a create has only after, a delete only before). */
function EntryChanges({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  const what = `${entityLabel(entry.entity)}${entry.entityId && !entry.entity.endsWith(`:${entry.entityId}`) ? ` ${entry.entityId}` : ''}`;
  if (changes.length === 0) return <span>{what}</span>;
  return (
    <details className="audit-changes">
      <summary>
        {what}{' '}
        <span className="audit-changes-count">
          ({changes.length} {changes.length === 1 ? 'field' : 'fields'})
        </span>
      </summary>
      <dl>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              {entry.before !== null && <span className="audit-before">{displayValue(change.before)}</span>}
              {entry.before !== null && entry.after !== null && (
                <>
                  <span aria-hidden="true"> → </span>
                  <span className="ui-visually-hidden"> changed to </span>
                </>
              )}
              {entry.after !== null && <span className="audit-after">{displayValue(change.after)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The school an entry is of: its name now, the provider's own, or the id of one deleted since. */
const schoolOf = (entry: AuditEntry) => entry.schoolName ?? (entry.schoolId === null ? 'Provider (every school)' : `School ${entry.schoolId} (deleted)`);

const WHEN: DataTableColumn<AuditEntry> = { id: 'when', header: 'When', cell: (entry) => <time dateTime={entry.at}>{auditTime(entry.at)}</time> };
const WHO: DataTableColumn<AuditEntry> = { id: 'who', header: 'Who', cell: (entry) => entry.userName || '(unknown)' };
const ROLE: DataTableColumn<AuditEntry> = { id: 'role', header: 'Role', cell: (entry) => auditRoleLabel(entry.userRole) };
const SCHOOL: DataTableColumn<AuditEntry> = { id: 'school', header: 'School', cell: schoolOf };
const ACTION: DataTableColumn<AuditEntry> = { id: 'action', header: 'Action', cell: (entry) => entry.action };
const WHAT: DataTableColumn<AuditEntry> = { id: 'what', header: 'What', cell: (entry) => <EntryChanges entry={entry} />, className: 'audit-what' };

/** A school's log needs no School column: every entry is its own. */
const SCHOOL_COLUMNS = [WHEN, WHO, ROLE, ACTION, WHAT];
const EVERY_SCHOOL_COLUMNS = [WHEN, WHO, ROLE, SCHOOL, ACTION, WHAT];

interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  busy: boolean;
  /** Every school's log (the provider's): each entry's school in a column. */
  showSchool: boolean;
}

/** A page of the log, newest first as the server ordered it; each entry's changes open below its kind. */
export function AuditEntries({ entries, busy, showSchool }: AuditEntriesProps) {
  return (
    <div aria-busy={busy || undefined}>
      <DataTable
        caption="Audit log entries"
        captionHidden
        columns={showSchool ? EVERY_SCHOOL_COLUMNS : SCHOOL_COLUMNS}
        rows={entries}
        rowKey={(entry) => entry.id}
        paged={false}
        serialHeader={null}
        className="audit-table"
      />
    </div>
  );
}
