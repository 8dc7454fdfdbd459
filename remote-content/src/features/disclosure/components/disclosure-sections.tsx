import { useId, type ReactNode } from 'react';
import { say, useCatalog } from '@school/shared';
import { DISCLOSURE_DOCUMENT_KEYS, type BoardResult, type Disclosure, type DisclosureRoster } from '@school/shared/contracts/disclosure';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { disclosureCatalog, type DisclosureStringId } from '../disclosure-strings';
import { DocumentsTable, type DocumentRow } from './documents-table';
import { FactsTable, type Fact } from './facts-table';

/** One of sections A to E: its heading names it. */
function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="disclosure-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The school's own words, in the language shown or the other one, marked. */
function Said({ value }: { value: Bilingual }) {
  const { text, lang } = say(value);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

const given = (text: string): string | null => (text.trim() ? text : null);

function useNumber() {
  const { intl } = useCatalog(disclosureCatalog);
  return (value: number | null): string | null => (value === null ? null : intl.formatNumber(value, { maximumFractionDigits: 2 }));
}

/** A. General information, from the school's profile and code. */
export function GeneralSection({ general }: { general: Disclosure['general'] }) {
  const { t } = useCatalog(disclosureCatalog);
  const address = say(general.address).text;
  const principal = [general.principalName, general.principalQualification].filter(Boolean).join(', ');
  const facts: Fact[] = [
    { id: 'name', label: t('a.name'), value: <Said value={general.schoolName} /> },
    { id: 'affiliation', label: t('a.affiliation'), value: given(general.affiliationNumber) },
    { id: 'code', label: t('a.code'), value: general.schoolCode },
    {
      id: 'address',
      label: t('a.address'),
      value:
        address || general.pinCode ? (
          <span className="disclosure-address">
            {address && <Said value={general.address} />}
            {general.pinCode && <span>{t('a.pin', { pin: general.pinCode })}</span>}
          </span>
        ) : null,
    },
    { id: 'principal', label: t('a.principal'), value: given(principal) },
    { id: 'email', label: t('a.email'), value: general.email ? <a href={`mailto:${general.email}`}>{general.email}</a> : null },
    { id: 'phone', label: t('a.phone'), value: general.phone ? <a href={`tel:${general.phone.replace(/[\s-]/g, '')}`}>{general.phone}</a> : null },
  ];
  return (
    <Section heading={t('a.heading')}>
      <FactsTable caption={t('a.heading')} facts={facts} />
    </Section>
  );
}

/** B's rows: each document Appendix IX lists, in its order. */
export function useDocumentRows(documents: Disclosure['documents']): DocumentRow[] {
  const { t } = useCatalog(disclosureCatalog);
  return DISCLOSURE_DOCUMENT_KEYS.map((key) => ({ id: key, title: t(`b.${key}`), file: documents.find((document) => document.key === key)?.file ?? { status: 'notPublished' } }));
}

/** B. Documents and information. */
export function DocumentsSection({ documents }: { documents: Disclosure['documents'] }) {
  const { t } = useCatalog(disclosureCatalog);
  const rows = useDocumentRows(documents);
  return (
    <Section heading={t('b.heading')}>
      <DocumentsTable caption={t('b.heading')} rows={rows} headers={{ serial: t('serial'), document: t('b.document'), link: t('b.link') }} words={t('view')} />
    </Section>
  );
}

/** C's documents: the fee structure, the calendar and the two committees' lists. */
export function useAcademicRows(academics: Disclosure['academics']): DocumentRow[] {
  const { t } = useCatalog(disclosureCatalog);
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
export function Results({ results, caption }: { results: BoardResult[]; caption: string }) {
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
  const rows = useAcademicRows(academics);
  return (
    <Section heading={t('c.heading')}>
      <DocumentsTable caption={t('c.documents')} rows={rows} headers={{ serial: t('serial'), document: t('b.document'), link: t('b.link') }} words={t('view')} />
      <AcademicsDetails academics={academics} />
    </Section>
  );
}

/** D. Staff, counted from the staff records by the API. */
export function StaffSection({ staff }: { staff: Disclosure['staff'] }) {
  const { t } = useCatalog(disclosureCatalog);
  const number = useNumber();
  const count = (id: string, label: DisclosureStringId, value: number | null): Fact => ({ id, label: t(label), value: number(value) });
  const facts: Fact[] = [
    count('principal', 'd.principal', staff.counts.principal),
    count('teachers', 'd.teachers', staff.teachers),
    count('pgt', 'd.pgt', staff.counts.pgt),
    count('tgt', 'd.tgt', staff.counts.tgt),
    count('prt', 'd.prt', staff.counts.prt),
    count('sections', 'd.sections', staff.sections),
    count('ratio', 'd.ratio', staff.teacherSectionRatio),
    count('specialEducator', 'd.specialEducator', staff.counts.specialEducator),
    count('counsellor', 'd.counsellor', staff.counts.counsellor),
  ];
  return (
    <Section heading={t('d.heading')}>
      <p className="page-intro">{t('d.note')}</p>
      <FactsTable caption={t('d.heading')} facts={facts} />
    </Section>
  );
}

/** E. School infrastructure. */
export function InfrastructureSection({ infrastructure }: { infrastructure: Disclosure['infrastructure'] }) {
  const { t } = useCatalog(disclosureCatalog);
  const number = useNumber();
  const { labs, internet, inspectionVideo } = infrastructure;
  const facts: Fact[] = [
    { id: 'campusArea', label: t('e.campusArea'), value: number(infrastructure.campusArea) },
    { id: 'classroomCount', label: t('e.classroomCount'), value: number(infrastructure.classroomCount) },
    { id: 'classroomSize', label: t('e.classroomSize'), value: number(infrastructure.classroomSize) },
    { id: 'internet', label: t('e.internet'), value: internet === null ? null : t(internet ? 'yes' : 'no') },
    { id: 'girlsToilets', label: t('e.girlsToilets'), value: number(infrastructure.girlsToilets) },
    { id: 'boysToilets', label: t('e.boysToilets'), value: number(infrastructure.boysToilets) },
    {
      id: 'video',
      label: t('e.video'),
      value: inspectionVideo ? (
        <a href={inspectionVideo} target="_blank" rel="noopener noreferrer" aria-label={t('e.watchName')}>
          {t('e.watch')}
        </a>
      ) : null,
    },
  ];
  const labColumns: DataTableColumn<Disclosure['infrastructure']['labs'][number]>[] = [
    { id: 'name', header: t('e.lab'), rowHeader: true, cell: (lab) => <Said value={lab.name} /> },
    { id: 'size', header: t('e.labSize'), cell: (lab) => number(lab.size) ?? '–' },
  ];
  return (
    <Section heading={t('e.heading')}>
      <FactsTable caption={t('e.heading')} facts={facts} />
      <h3>{t('e.labs')}</h3>
      <DataTable caption={t('e.labs')} captionHidden columns={labColumns} rows={labs} rowKey={(lab) => labs.indexOf(lab)} emptyText={t('e.noLabs')} serialHeader={t('serial')} paged={false} />
    </Section>
  );
}
