import { useCatalog } from '@school/shared';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { contentCatalog } from '../i18n/content-strings';

interface PublicTableProps<Row> {
  className: string;
  /** Names the table to a screen reader; the page's heading above says it to the eye. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * A public page's table of people (the staff, the RTI and committee rosters): every row, no
 * running number, and when empty the site's "No record found" in the page's language.
 */
export function PublicTable<Row>(props: PublicTableProps<Row>) {
  const { t } = useCatalog(contentCatalog);
  return <DataTable {...props} captionHidden serialHeader={null} paged={false} emptyText={t('table.empty')} />;
}
