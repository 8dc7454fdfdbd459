import { useCatalog } from '@school/shared';
import type { BoardResult, Disclosure, DisclosureRoster } from '@school/shared/contracts/disclosure';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { disclosureCatalog, type DisclosureStringId } from '../disclosure-strings';
import type { DocumentRow } from './documents-table';
import { DisclosureDocuments, Said, Section, useNumber } from './disclosure-parts';

/** C's documents: the fee structure, the calendar and the two committees' lists. */
export function academicRows(academics: Disclosure['academics'], t: (id: DisclosureStringId) => string): DocumentRow[] {
  return [
    ...(['feeStructure', 'academicCalendar'] as const).map((key) => ({ id: key, title: t(`c.${key}`), file: academics[key] })),
    ...(['smc', 'pta'] as const).map((key) => ({ id: key, title: t(`c.${key}`), file: academics[key].file })),
  ];
}

function Members({ roster, caption }: { roster: DisclosureRoster; caption: string }) {
  const { t } = useCatalog(disclosureCatalog);
  if (roster.members.length === 0) return null;
  const columns: DataTableColumn<DisclosureRoster['members'][number]>[] = [
    { id: 'name', header: t('c.name'), rowHeader: true, cell: (member) => member.name },
    { id: 'role', header: t('c.role'), cell: (member) => <Said value={member.role} /> },
  ];
  return (
    <>
      <h3>{caption}</h3>
      <DataTable caption={caption} captionHidden columns={columns} rows={roster.members} rowKey={(member) => roster.members.indexOf(member)} serialHeader={t('serial')} paged={false} />
    </>
  );
}

/** A class's board results of the last years: the pass percentage is the API's, computed. */
function Results({ results, caption }: { results: BoardResult[]; caption: string }) {
  const { t } = useCatalog(disclosureCatalog);
  const number = useNumber();
  const columns: DataTableColumn<BoardResult>[] = [
    { id: 'year', header: t('c.year'), rowHeader: true, cell: (row) => row.year },
    { id: 'registered', header: t('c.registered'), cell: (row) => number(row.registered) ?? '–' },
    { id: 'passed', header: t('c.passed'), cell: (row) => number(row.passed) ?? '–' },
    { id: 'percentage', header: t('c.passPercentage'), cell: (row) => (row.passPercentage === null ? '–' : `${number(row.passPercentage)}%`) },
    { id: 'remarks', header: t('c.remarks'), cell: (row) => <Said value={row.remarks} /> },
  ];
  return (
    <>
      <h3>{caption}</h3>
      <DataTable caption={caption} captionHidden columns={columns} rows={results} rowKey={(row) => results.indexOf(row)} emptyText={t('c.noResults')} serialHeader={t('serial')} paged={false} />
    </>
  );
}

/** C's committees and results, after its documents (the Academics page shows them too). */
export function AcademicsDetails({ academics }: { academics: Disclosure['academics'] }) {
  const { t } = useCatalog(disclosureCatalog);
  return (
    <>
      <Members roster={academics.smc} caption={t('c.smcMembers')} />
      <Members roster={academics.pta} caption={t('c.ptaMembers')} />
      <Results results={academics.classX} caption={t('c.classX')} />
      <Results results={academics.classXII} caption={t('c.classXII')} />
    </>
  );
}

/** C. Result and academics. */
export function AcademicsSection({ academics }: { academics: Disclosure['academics'] }) {
  const { t } = useCatalog(disclosureCatalog);
  return (
    <Section heading={t('c.heading')}>
      <DisclosureDocuments caption={t('c.documents')} rows={academicRows(academics, t)} />
      <AcademicsDetails academics={academics} />
    </Section>
  );
}
