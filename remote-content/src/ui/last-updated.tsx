import { useCatalog } from '@school/shared';
import { formatDay } from '@school/shared/dates';
import { contentCatalog } from '../i18n/content-strings';
import './last-updated.css';

/**
 * "Last updated: <date>" (GIGW): when the content of the page last changed, from its data (the
 * document's updatedAt), never from the build. Nothing while there is no such date: a page on
 * its default text or not filled in, whose words are not the school's.
 */
export function LastUpdated({ at }: { at: string | null | undefined }) {
  const { t, locale } = useCatalog(contentCatalog);
  const date = at ? new Date(at) : null;
  if (!at || !date || Number.isNaN(date.getTime())) return null;
  // A footer of the page's article (information about it), not one of its paragraphs.
  return (
    <footer className="last-updated">
      {t('page.lastUpdated')} <time dateTime={at}>{formatDay(date, { locale, month: 'long' })}</time>
    </footer>
  );
}
