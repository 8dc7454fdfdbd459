import { useId, type ReactNode } from 'react';
import { say, useCatalog } from '@school/shared';
import type { Bilingual } from '@school/shared/contracts/page-values';
import { disclosureCatalog } from '../disclosure-strings';
import { DocumentsTable, type DocumentRow } from './documents-table';

/** One of sections A to E: its heading names it. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="disclosure-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The school's own words, in the language shown or the other one, marked. */
export function Said({ value }: { value: Bilingual }) {
  const { text, lang } = say(value);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/** A text the school gave, or null (shown as not given). */
export const given = (text: string): string | null => (text.trim() ? text : null);

/** A figure in the language shown, to two decimals; null for none. */
export function useNumber() {
  const { formatNumber } = useCatalog(disclosureCatalog);
  return (value: number | null): string | null => (value === null ? null : formatNumber(value, { maximumFractionDigits: 2 }));
}

/** A section's table of documents, with the disclosure's headers and links' words. */
export function DisclosureDocuments({ caption, rows }: { caption: string; rows: DocumentRow[] }) {
  const { t } = useCatalog(disclosureCatalog);
  return <DocumentsTable caption={caption} rows={rows} headers={{ serial: t('serial'), document: t('b.document'), link: t('b.link') }} words={t('view')} />;
}
