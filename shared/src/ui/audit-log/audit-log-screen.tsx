import { useCallback, useMemo, useState } from 'react';
import { errorMessage, useLocation, useNavigate } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { formatCount } from '@school/shared/dates';
import {
  AUDIT_EXPORT_LIMIT,
  auditFilterOf,
  auditSearchOf,
  auditStateOf,
  type AuditFilterFormValues,
  type AuditPage,
  type ProviderAuditFilter,
} from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { LoadFailed } from '../load-failed';
import { AuditEntries } from './audit-entries';
import { AuditFilterForm } from './audit-filter-form';
import './audit-log.css';

/**
 * The area's calls (contracts/audit.ts): the school's /School/Audit/* or the provider's
 * /Provider/Audit/*. Module-level functions: a new one loads again. A school's log never gets a
 * schoolId in its filter.
 */
export interface AuditLogCalls {
  page(filter: ProviderAuditFilter, page: number, signal: AbortSignal): Promise<AuditPage>;
  exportCsv(filter: ProviderAuditFilter): Promise<void>;
  /** Every school's log (the provider's): the schools of the School filter, and a School column. */
  schools?(signal: AbortSignal): Promise<readonly SchoolRecord[]>;
}

/** The area's words for a failed load (each area says it its own way) and its look. */
export interface AuditLogLook {
  /** No page could be loaded: "The audit log cannot be loaded now." */
  loadFailed: string;
  /** A reload failed, the last page still shown. */
  reloadFailed: string;
  /** The button that loads again: "Retry", "Try again". */
  retry: string;
  /** The class of a failure's box (the provider's error banner); none for a plain line. */
  failureClassName?: string;
  /** The class of the filter form's buttons' row: the area's form actions. */
  formActionsClassName: string;
}

const EXPORT_FAILED = 'Failed to export the audit log. Please try again.';
const count = formatCount;
const noSchools = () => Promise.resolve(undefined);

/**
 * An audit log, the school's or every school's: the filters and the page live in the address
 * (a filtered view can be bookmarked, and Back returns to the one before), the entries come 50
 * a page, and Export CSV downloads every entry of the filter (the newest 10,000) through the
 * API client. The page around it gives the heading.
 */
export function AuditLogScreen({ calls, look }: { calls: AuditLogCalls; look: AuditLogLook }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const everySchool = calls.schools !== undefined;
  const { values, page } = useMemo(() => {
    const state = auditStateOf(search);
    // A school's log has no School filter: a school= typed into its address is not sent.
    return everySchool ? state : { ...state, values: { ...state.values, schoolId: '' } };
  }, [search, everySchool]);
  const filter = useMemo(() => auditFilterOf(values), [values]);
  const { page: loadPage, exportCsv } = calls;
  const load = useCallback((signal: AbortSignal) => loadPage(filter, page, signal), [loadPage, filter, page]);
  const log = useLoad(load);
  const schools = useLoad(calls.schools ?? noSchools);
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
      await exportCsv(filter);
    } catch (failure) {
      console.error(failure);
      setExportFailure(errorMessage(failure, ''));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="audit-log">
      <AuditFilterForm
        values={values}
        schools={everySchool ? (schools.data ?? []) : undefined}
        actionsClassName={look.formActionsClassName}
        onApply={(next) => go(next)}
      />
      {Boolean(log.error) && !log.loading && (
        <div className={look.failureClassName}>
          <LoadFailed message={data ? look.reloadFailed : look.loadFailed} retry={look.retry} onRetry={log.reload} />
        </div>
      )}
      {exportFailure !== null && (
        <div className={look.failureClassName}>
          <LoadFailed message={exportFailure ? `${EXPORT_FAILED} ${exportFailure}` : EXPORT_FAILED} retry="Dismiss" onRetry={() => setExportFailure(null)} />
        </div>
      )}
      <div className="audit-bar">
        <p className="audit-total" role="status">
          {!data
            ? log.loading
              ? 'Loading the audit log…'
              : ''
            : `${data.total === 1 ? '1 entry' : `${count(data.total)} entries`}${filtered ? ' match these filters' : ''}`}
        </p>
        <button
          type="button"
          className="ui-button"
          disabled={exporting || !data || data.total === 0}
          aria-busy={exporting || undefined}
          onClick={() => void download()}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {data && data.total > AUDIT_EXPORT_LIMIT && (
        <p className="audit-export-note">
          The export holds the newest {count(AUDIT_EXPORT_LIMIT)} of these {count(data.total)} entries: narrow the dates for older ones.
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className="audit-empty">{filtered ? 'No entries match these filters.' : page > 1 ? 'No entries on this page.' : 'No entries yet.'}</p>
      )}
      {data && data.items.length > 0 && <AuditEntries entries={data.items} busy={log.loading} showSchool={everySchool} />}
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
    </div>
  );
}
