import { say, useCatalog } from '@school/shared';
import { DISCLOSURE_DOCUMENT_KEYS, type Disclosure } from '@school/shared/contracts/disclosure';
import { DataTable, type DataTableColumn } from '@school/shared/ui/data-table';
import { disclosureCatalog, type DisclosureStringId } from '../disclosure-strings';
import type { DocumentRow } from './documents-table';
import { DisclosureDocuments, given, Said, Section, useNumber } from './disclosure-parts';
import { FactsTable, type Fact } from './facts-table';

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
export function documentRows(documents: Disclosure['documents'], t: (id: DisclosureStringId) => string): DocumentRow[] {
  return DISCLOSURE_DOCUMENT_KEYS.map((key) => ({ id: key, title: t(`b.${key}`), file: documents.find((document) => document.key === key)?.file ?? { status: 'notPublished' } }));
}

/** B. Documents and information. */
export function DocumentsSection({ documents }: { documents: Disclosure['documents'] }) {
  const { t } = useCatalog(disclosureCatalog);
  return (
    <Section heading={t('b.heading')}>
      <DisclosureDocuments caption={t('b.heading')} rows={documentRows(documents, t)} />
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
