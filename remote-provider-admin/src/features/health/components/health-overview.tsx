import { useMemo, useState } from 'react';
import { useCatalog } from '@school/shared';
import { isoDay } from '@school/shared/dates';
import { useLoad } from '@school/shared/use-load';
import { csvText, downloadText } from '@school/shared/ui/csv-file';
import { DataTable, sortRows, type SortState } from '@school/shared/ui/data-table';
import { useHealthCheckWords } from '@school/shared/ui/health-checks';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { AdminScreen, RefreshButton } from '../../../ui/screen-header';
import { Icon } from '../../../ui/icons';
import { providerCatalog } from '../../../i18n/provider-strings';
import { getHealthOverview } from '../api/get-health-overview';
import { healthColumns } from './health-columns';
import './health-overview.css';

/** The worst first: the lowest score at the top. */
export const FIRST_SORT: SortState = { columnId: 'score', direction: 'asc' };

/**
 * The provider's overview of every school's site health (issue 50): the table sorts by any
 * column's header (the lowest score first to begin with), and Export CSV saves the rows in the
 * order shown, as the browser holds them.
 */
export function HealthOverview() {
  const { t } = useCatalog(providerCatalog);
  const { title } = useHealthCheckWords();
  const health = useLoad(getHealthOverview);
  const [sort, setSort] = useState<SortState | null>(FIRST_SORT);
  const columns = useMemo(() => healthColumns({ t, title }), [t, title]);
  const rows = health.data?.schools;

  const exportCsv = () => {
    if (!rows) return;
    const shown = sortRows(rows, columns, sort);
    const header = columns.map((column) => String(column.header));
    downloadText(csvText([header, ...shown.map((row) => columns.map((column) => column.csv(row)))]), `site-health-${isoDay(Date.now())}.csv`);
  };

  return (
    <AdminScreen
      title={t('health.title')}
      titleId="health-title"
      className="health-overview"
      actions={
        <>
          <RefreshButton load={health} />
          <button type="button" className="ui-button" onClick={exportCsv} disabled={!rows}>
            <Icon name="download" />
            {t('health.export')}
          </button>
        </>
      }
    >
      <p className="health-overview-intro">{t('health.intro')}</p>
      {Boolean(health.error) && <LoadFailed message={t('health.loadFailed')} retry={t('health.retry')} onRetry={health.reload} />}
      <p className="admin-loading" role="status">
        {health.loading ? t('health.loading') : ''}
      </p>
      {rows && (
        <DataTable
          caption={t('health.caption')}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.schoolId}
          emptyText={t('health.empty')}
          serialHeader={t('health.serial')}
          sort={sort}
          onSort={setSort}
        />
      )}
    </AdminScreen>
  );
}
