import type { ReactNode } from 'react';
import { useCatalog } from '@school/shared';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { disclosureCatalog } from '../disclosure-strings';

export interface Fact {
  id: string;
  label: string;
  /** null: the school has not given it (said in words). */
  value: ReactNode | null;
}

/** A two-column table of what the disclosure asks and what the school answers, each question a row header. */
export function FactsTable({ caption, facts }: { caption: string; facts: Fact[] }) {
  const { t } = useCatalog(disclosureCatalog);
  const columns: DataTableColumn<Fact>[] = [
    { id: 'label', header: t('information'), rowHeader: true, className: 'disclosure-title', cell: (fact) => fact.label },
    { id: 'value', header: t('details'), cell: (fact) => (fact.value === null ? <span className="disclosure-missing">{t('notGiven')}</span> : fact.value) },
  ];
  return <DataTable caption={caption} captionHidden columns={columns} rows={facts} rowKey={(fact) => fact.id} serialHeader={null} paged={false} />;
}
