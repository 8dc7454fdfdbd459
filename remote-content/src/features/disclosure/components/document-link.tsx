import { mediaUrl, useCatalog } from '@school/shared';
import { formatDay } from '@school/shared/dates';
import type { DisclosedFile } from '@school/shared/contracts/disclosure';
import { disclosureCatalog } from '../disclosure-strings';

/** A yyyy-mm-dd date as the page's language writes it, e.g. 28 March 2024 (a calendar date: no time zone moves it). */
export function useCalendarDate() {
  const { locale } = useCatalog(disclosureCatalog);
  return (day: string) => formatDay(day, { locale, month: 'long' });
}

interface DocumentLinkProps {
  file: DisclosedFile;
  /** The document's name, for the link's accessible name. */
  title: string;
  /** The link's words: View, View Document, View Certificate. */
  words: string;
}

/**
 * A published document's link, opening in a new tab, with its format; otherwise "Not yet
 * published" in words, never a link: the API answers a file as published only while it is there.
 */
export function DocumentLink({ file, title, words }: DocumentLinkProps) {
  const { t } = useCatalog(disclosureCatalog);
  if (file.status !== 'published') return <span className="disclosure-missing">{t('notPublished')}</span>;
  return (
    <a className="disclosure-link" href={mediaUrl(file.path)} target="_blank" rel="noopener noreferrer" aria-label={t('linkName', { link: words, title })}>
      {t('link', { link: words })}
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

/** "Issued on <date>" under a document's name, and a certificate's "Valid until <date>", when the school gave them. */
export function IssuedOn({ file }: { file: DisclosedFile }) {
  const { t } = useCatalog(disclosureCatalog);
  const format = useCalendarDate();
  if (file.status !== 'published') return null;
  return (
    <>
      {file.issuedOn && <span className="disclosure-date">{t('issuedOn', { date: format(file.issuedOn) })}</span>}
      {file.validUntil && <span className="disclosure-date">{t('validUntil', { date: format(file.validUntil) })}</span>}
    </>
  );
}
