import { useCallback, useState } from 'react';
import { errorMessage, notifier } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { askToConfirm } from '@school/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { DoneLine, LoadedList } from '@school/shared/ui/list-status';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { formatMoment } from '@school/shared/dates';
import type { PageVersionSummary } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';
import { getPageHistory } from '../api/get-page-history';
import { restorePageVersion } from '../api/restore-page-version';
import { conflictOf } from '../page-conflict';
import { VersionPair } from './version-pair';
import './page-history.css';

const toasts = notifier('admin');

/**
 * A page's published versions, newest first, a page of them at a time: who published each and
 * when, two ticked to see what differs side by side, and Restore (asked first), which publishes
 * an old version's content as a new version. Versions are numbered from 1 and none is ever
 * removed, so the page's current version is its count.
 */
export function PageHistory({ kind }: { kind: PageKind }) {
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<number[]>([]);
  const [done, setDone] = useState('');
  const load = useCallback((signal: AbortSignal) => getPageHistory(kind, page, signal), [kind, page]);
  const history = useLoad(load);
  const current = history.data?.total ?? 0;

  const tick = (version: number, on: boolean) => setTicked((before) => (on ? [...before.filter((one) => one !== version), version].slice(-2) : before.filter((one) => one !== version)));

  const restore = async (version: number) => {
    const question = { question: `Restore version ${version}?`, detail: 'Its content is published as a new version, and visitors see it at once. Every version stays in the history.', action: 'Restore' };
    if (!(await askToConfirm(question))) return;
    try {
      const restored = await restorePageVersion(kind, version, current);
      setDone(`Version ${version} is restored: it is published as version ${restored.version}.`);
      setPage(1);
    } catch (error) {
      // Someone published meanwhile: the list loads again to show it, and nothing was restored.
      if (!conflictOf(error)) console.error(error);
      toasts.error(errorMessage(error, 'The version could not be restored. Please try again.'));
    }
    history.reload();
  };

  const columns: DataTableColumn<PageVersionSummary>[] = [
    // Three columns, so that Compare and Restore stay in view on a phone: what a version restores goes under its number, who under when.
    {
      id: 'version',
      header: 'Version',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.version === current ? `Version ${row.version} (current)` : `Version ${row.version}`}
          {row.restoredFrom !== null && <span className="page-history-note">Restores version {row.restoredFrom}</span>}
        </>
      ),
    },
    {
      id: 'published',
      header: 'Published',
      cell: (row) => (
        <>
          {formatMoment(row.publishedAt)}
          <span className="page-history-note">{row.publishedBy ?? 'By someone not recorded'}</span>
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Compare or restore',
      cell: (row) => (
        <span className="page-history-actions">
          <label className="page-history-tick">
            <input type="checkbox" checked={ticked.includes(row.version)} onChange={(event) => tick(row.version, event.target.checked)} />
            <span className="ui-visually-hidden">Compare version {row.version}</span>
          </label>
          {row.version !== current && (
            <button type="button" className="ui-button" onClick={() => void restore(row.version)} aria-label={`Restore version ${row.version}`}>
              Restore
            </button>
          )}
        </span>
      ),
    },
  ];

  const [older, newer] = [...ticked].sort((one, other) => one - other);
  return (
    <>
      <DoneLine text={done} />
      <LoadedList load={history} loadingText="Loading the history…" failed={(latest) => <LoadFailed what={latest ? 'The latest history' : 'The history'} onRetry={history.reload} />}>
        {(data) =>
          data.total === 0 ? (
            <p className="ui-empty">This page has not been saved yet, so it has no versions.</p>
          ) : (
            <>
              <DataTable caption="Versions, newest first" captionHidden columns={columns} rows={data.items} rowKey={(row) => row.version} serialHeader={null} paged={false} />
              {data.total > data.pageSize && (
                <nav className="page-history-pager" aria-label="Pages of the history">
                  <button type="button" className="ui-button" disabled={page === 1} onClick={() => setPage(page - 1)}>
                    Newer versions
                  </button>
                  <span>
                    Page {page} of {Math.ceil(data.total / data.pageSize)}
                  </span>
                  <button type="button" className="ui-button" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
                    Older versions
                  </button>
                </nav>
              )}
            </>
          )
        }
      </LoadedList>
      {current > 1 && (
        <section className="page-history-compare" aria-labelledby="page-history-compare-title">
          <h2 id="page-history-compare-title">Compare two versions</h2>
          {older !== undefined && newer !== undefined ? (
            <VersionPair kind={kind} older={older} newer={newer} />
          ) : (
            <p>Tick two versions in the list to see what differs between them, field by field, in English and Hindi.</p>
          )}
        </section>
      )}
    </>
  );
}
