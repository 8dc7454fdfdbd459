import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import {
  auditFilterOf,
  auditSearchOf,
  auditStateOf,
  type AuditFilterFormValues,
  type AuditPage,
  type ProviderAuditFilter,
} from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { LoadFailed } from '../load-failed';
import { AuditBar, AuditPager } from './audit-bar';
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

const noSchools = () => Promise.resolve(undefined);

/**
 * An audit log, the school's or every school's: the filters and the page live in the address
 * (a filtered view can be bookmarked, and Back returns to the one before), the entries come 50
 * a page, with Export CSV above them (AuditBar). The page around it gives the heading.
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

  const go = (next: AuditFilterFormValues, nextPage = 1) => void navigate({ search: auditSearchOf(next, nextPage) });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filter).length > 0;

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
      <AuditBar data={data} loading={log.loading} filter={filter} exportCsv={exportCsv} />
      {data && data.items.length === 0 && (
        <p className="ui-empty">{filtered ? 'No entries match these filters.' : page > 1 ? 'No entries on this page.' : 'No entries yet.'}</p>
      )}
      {data && data.items.length > 0 && <AuditEntries entries={data.items} busy={log.loading} showSchool={everySchool} />}
      <AuditPager page={page} pages={pages} onPage={(next) => go(values, next)} />
    </div>
  );
}
