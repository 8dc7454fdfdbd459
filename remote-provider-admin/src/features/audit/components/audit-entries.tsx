import { auditTime, changedFields, displayValue, entityLabel, type AuditEntry } from '@school/shared/contracts/audit';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';

/** What an entry changed, field by field: before → after (a create has only after, a delete only before). */
function EntryChanges({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  const what = `${entityLabel(entry.entity)}${entry.entityId && !entry.entity.endsWith(`:${entry.entityId}`) ? ` ${entry.entityId}` : ''}`;
  if (changes.length === 0) return <span>{what}</span>;
  return (
    <details className="provider-audit-changes">
      <summary>
        {what}{' '}
        <span className="provider-audit-count">
          ({changes.length} {changes.length === 1 ? 'field' : 'fields'})
        </span>
      </summary>
      <dl>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              {entry.before !== null && <span className="provider-audit-before">{displayValue(change.before)}</span>}
              {entry.before !== null && entry.after !== null && (
                <>
                  <span aria-hidden="true"> → </span>
                  <span className="ui-visually-hidden"> changed to </span>
                </>
              )}
              {entry.after !== null && <span>{displayValue(change.after)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The school an entry is of: its name now, the provider's own, or the id of one deleted since. */
const schoolOf = (entry: AuditEntry) => entry.schoolName ?? (entry.schoolId === null ? 'Provider (every school)' : `School ${entry.schoolId} (deleted)`);

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', cell: (entry) => <time dateTime={entry.at}>{auditTime(entry.at)}</time> },
  { id: 'who', header: 'Who', cell: (entry) => entry.userName || '(unknown)' },
  { id: 'school', header: 'School', cell: schoolOf },
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  { id: 'what', header: 'What', cell: (entry) => <EntryChanges entry={entry} />, className: 'provider-audit-what' },
];

/** A page of the log, newest first as the server ordered it; each entry's changes open below its kind. */
export function AuditEntries({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
  return (
    <div aria-busy={busy || undefined}>
      <DataTable caption="Audit log entries" captionHidden columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} paged={false} serialHeader={null} />
    </div>
  );
}
