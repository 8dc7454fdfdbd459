import { useCallback, useMemo, useState } from 'react';
import { errorMessage, useLocation, useNavigate } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { AUDIT_EXPORT_LIMIT, auditFilterOf, auditSearchOf, auditStateOf, type AuditFilterFormValues } from '@school/shared/contracts/audit';
import { ErrorBanner } from '../../../ui/error-banner';
import { ScreenHeader } from '../../../ui/screen-header';
import { getSchools } from '../../schools/api/get-schools';
import { exportProviderAudit, providerAuditPage } from '../api/audit-calls';
import { AuditEntries } from './audit-entries';
import { AuditFilterForm } from './audit-filter-form';
import '../../../ui/admin-screen.css';
import './audit-screen.css';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Every school's audit log: the filters (a school among them) and the page live in the address,
 * the entries come 50 a page with each one's school, and Export CSV downloads every entry of
 * the filter (the newest 10,000) through the API client.
 */
export function AuditScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { values, page } = useMemo(() => auditStateOf(search), [search]);
  const filter = useMemo(() => auditFilterOf(values), [values]);
  const load = useCallback((signal: AbortSignal) => providerAuditPage(filter, page, signal), [filter, page]);
  const log = useLoad(load);
  const schools = useLoad(getSchools);
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  const go = (next: AuditFilterFormValues, nextPage = 1) => void navigate({ search: auditSearchOf(next, nextPage) });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filter).length > 0;

  const download = async () => {
    setExporting(true);
    setExportFailure(null);
    try {
      await exportProviderAudit(filter);
    } catch (failure) {
      console.error(failure);
      setExportFailure(errorMessage(failure, ''));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="audit-title">
      <ScreenHeader title="Audit log" titleId="audit-title">
        <button type="button" className="ui-button" disabled={exporting || !data || data.total === 0} aria-busy={exporting || undefined} onClick={() => void download()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </ScreenHeader>
      <p className="provider-audit-intro">Every change made on every school’s site and in this area, and every login, newest first. Entries cannot be edited or removed.</p>

      <AuditFilterForm values={values} schools={schools.data ?? []} onApply={(next) => go(next)} />

      {Boolean(log.error) && (
        <ErrorBanner
          message="Failed to fetch the audit log. Please try again."
          detail={errorMessage(log.error, '')}
          action={
            <button type="button" className="ui-button" onClick={log.reload}>
              Try again
            </button>
          }
        />
      )}
      {exportFailure !== null && (
        <ErrorBanner
          message="Failed to export the audit log. Please try again."
          detail={exportFailure}
          action={
            <button type="button" className="ui-button" onClick={() => setExportFailure(null)}>
              Dismiss
            </button>
          }
        />
      )}

      <p className="admin-loading" role="status">
        {log.loading && !data ? 'Loading the audit log…' : data ? `${data.total === 1 ? '1 entry' : `${count(data.total)} entries`}${filtered ? ' match these filters' : ''}` : ''}
      </p>
      {data && data.total > AUDIT_EXPORT_LIMIT && (
        <p className="provider-audit-intro">
          The export holds the newest {count(AUDIT_EXPORT_LIMIT)} of these {count(data.total)} entries: narrow the dates for older ones.
        </p>
      )}
      {data && data.items.length === 0 && <p className="provider-audit-empty">{filtered ? 'No entries match these filters.' : page > 1 ? 'No entries on this page.' : 'No entries yet.'}</p>}
      {data && data.items.length > 0 && <AuditEntries entries={data.items} busy={log.loading} />}
      {pages > 1 && (
        <nav className="provider-audit-pages" aria-label="Pages of the audit log">
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
    </section>
  );
}
