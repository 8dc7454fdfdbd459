import { useCallback, useMemo, useState } from 'react';
import { errorMessage, notifier, useLocation, useNavigate } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { AUDIT_EXPORT_LIMIT, auditFilterOf, auditSearchOf, auditStateOf, type AuditFilterFormValues } from '@school/shared/contracts/audit';
import { auditPage, exportAudit } from '../api/audit-calls';
import { AuditEntries } from './audit-entries';
import { AuditFilterForm } from './audit-filter-form';
import './audit.css';

const toasts = notifier('admin');
const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The school's audit log: the filters and the page live in the address (a filtered view can be
 * bookmarked, and Back returns to the one before), the entries a page of 50 at a time, and
 * Export CSV downloads every entry of the filter (the newest 10,000) through the API client.
 */
export function AuditLog() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { values, page } = useMemo(() => auditStateOf(search), [search]);
  const filter = useMemo(() => auditFilterOf(values), [values]);
  const load = useCallback((signal: AbortSignal) => auditPage(filter, page, signal), [filter, page]);
  const { data, loading, error, reload } = useLoad(load);
  const [exporting, setExporting] = useState(false);

  const go = (next: AuditFilterFormValues, nextPage = 1) => void navigate({ search: auditSearchOf(next, nextPage) });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filter).length > 0;

  const download = async () => {
    setExporting(true);
    try {
      await exportAudit(filter);
    } catch (failure) {
      console.error(failure);
      toasts.error(errorMessage(failure, 'Failed to export the audit log. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="audit-log">
      <AuditFilterForm values={values} onApply={(next) => go(next)} />
      {!data ? (
        loading ? (
          <p role="status">Loading the audit log…</p>
        ) : (
          <LoadFailed what="The audit log" onRetry={reload} />
        )
      ) : (
        <>
          {error ? <LoadFailed what="The latest entries" onRetry={reload} /> : null}
          <div className="audit-bar">
            <p className="audit-total" role="status">
              {data.total === 1 ? '1 entry' : `${count(data.total)} entries`}
              {filtered ? ' match these filters' : ''}
            </p>
            <button type="button" className="ui-button" disabled={exporting || data.total === 0} aria-busy={exporting || undefined} onClick={() => void download()}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          </div>
          {data.total > AUDIT_EXPORT_LIMIT && (
            <p className="audit-export-note">
              The export holds the newest {count(AUDIT_EXPORT_LIMIT)} of these {count(data.total)} entries: narrow the dates for older ones.
            </p>
          )}
          {data.items.length === 0 ? (
            <p className="audit-empty">{filtered ? 'No entries match these filters.' : page > 1 ? 'No entries on this page.' : 'No entries yet.'}</p>
          ) : (
            <AuditEntries entries={data.items} busy={loading} />
          )}
          {pages > 1 && (
            <nav className="audit-pages" aria-label="Pages of the audit log">
              <button type="button" className="ui-button" disabled={page <= 1} onClick={() => go(values, page - 1)}>
                Previous
              </button>
              <span>
                Page {count(Math.min(page, pages))} of {count(pages)}
              </span>
              <button type="button" className="ui-button" disabled={page >= pages} onClick={() => go(values, page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
