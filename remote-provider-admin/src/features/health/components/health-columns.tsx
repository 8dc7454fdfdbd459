import type { ReactNode } from 'react';
import { formatMoment } from '@school/shared/dates';
import type { DataTableColumn } from '@school/shared/ui/data-table';
import { healthTone } from '@school/shared/ui/health-tone';
import type { HealthCheck, ProviderHealthRow } from '@school/shared/contracts/health';
import type { ProviderStringId } from '../../../i18n/provider-strings';

/** A column of the overview, with the text its CSV cell holds (what the table shows, as words). */
export type HealthColumn = DataTableColumn<ProviderHealthRow> & { csv: (row: ProviderHealthRow) => string | number | null };

interface Words {
  t: (id: ProviderStringId) => string;
  title: (check: HealthCheck) => string;
}

/** The overview's columns: name, code, score, each severity's count, the worst findings' names, when last checked. */
export function healthColumns({ t, title }: Words): HealthColumn[] {
  const count = (id: 'high' | 'medium' | 'low'): HealthColumn => ({
    id,
    header: t(`health.${id}`),
    cell: (row) => <span className={row[id] > 0 ? `health-count ${healthTone(id)}` : 'health-count'}>{row[id]}</span>,
    sortValue: (row) => row[id],
    csv: (row) => row[id],
  });
  const text = (id: string, header: string, value: (row: ProviderHealthRow) => string, cell?: (row: ProviderHealthRow) => ReactNode): HealthColumn => ({
    id,
    header,
    cell: cell ?? value,
    sortValue: value,
    csv: value,
  });
  const worstNames = (row: ProviderHealthRow) => row.worst.map(title).join('; ');
  return [
    { ...text('name', t('health.name'), (row) => row.schoolName), rowHeader: true },
    text('code', t('health.code'), (row) => row.schoolCode),
    {
      id: 'score',
      header: t('health.score'),
      cell: (row) => (row.score === null ? t('health.noScore') : row.score),
      // Not checked: last, whichever the direction.
      sortValue: (row) => row.score,
      csv: (row) => row.score,
    },
    count('high'),
    count('medium'),
    count('low'),
    {
      id: 'worst',
      header: t('health.worst'),
      cell: (row) =>
        row.worst.length > 0 && (
          <ul className="health-worst">
            {row.worst.map((check) => (
              <li key={check}>{title(check)}</li>
            ))}
          </ul>
        ),
      sortValue: worstNames,
      csv: worstNames,
    },
    {
      id: 'checked',
      header: t('health.checkedAt'),
      cell: (row) => (row.checkedAt === null ? t('health.notChecked') : formatMoment(row.checkedAt)),
      sortValue: (row) => row.checkedAt,
      csv: (row) => (row.checkedAt === null ? '' : formatMoment(row.checkedAt)),
    },
  ];
}
