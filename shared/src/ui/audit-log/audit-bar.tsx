import { useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { formatCount as count } from '@school/shared/dates';
import { AUDIT_EXPORT_LIMIT, type AuditPage, type ProviderAuditFilter } from '@school/shared/contracts/audit';

const toasts = notifier('admin');
const EXPORT_FAILED = 'Failed to export the audit log. Please try again.';

interface AuditBarProps {
  /** The page shown, once one has loaded. */
  data: AuditPage | undefined;
  loading: boolean;
  filter: ProviderAuditFilter;
  exportCsv(filter: ProviderAuditFilter): Promise<void>;
}

/**
 * Above the entries: how many there are (of the filter, if any), and Export CSV, which downloads
 * every entry of the filter (the newest 10,000) through the API client. A failed export is a
 * toast, as a failed save is: the list stays as it is.
 */
export function AuditBar({ data, loading, filter, exportCsv }: AuditBarProps) {
  const [exporting, setExporting] = useState(false);
  const filtered = Object.keys(filter).length > 0;

  const download = async () => {
    setExporting(true);
    try {
      await exportCsv(filter);
    } catch (failure) {
      console.error(failure);
      const why = errorMessage(failure, '');
      toasts.error(why ? `${EXPORT_FAILED} ${why}` : EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="audit-bar">
        <p className="audit-total" role="status">
          {!data
            ? loading
              ? 'Loading the audit log…'
              : ''
            : `${data.total === 1 ? '1 entry' : `${count(data.total)} entries`}${filtered ? ' match these filters' : ''}`}
        </p>
        <button type="button" className="ui-button" disabled={exporting || !data || data.total === 0} aria-busy={exporting || undefined} onClick={() => void download()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {data && data.total > AUDIT_EXPORT_LIMIT && (
        <p className="audit-export-note">
          The export holds the newest {count(AUDIT_EXPORT_LIMIT)} of these {count(data.total)} entries: narrow the dates for older ones.
        </p>
      )}
    </>
  );
}

/** Previous and Next between the pages of 50, with where the user is. */
export function AuditPager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="audit-pages" aria-label="Pages of the audit log">
      <button type="button" className="ui-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {count(Math.min(page, pages))} of {count(pages)}
      </span>
      <button type="button" className="ui-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
