import { useCatalog } from '@school/shared';
import { formatDay } from '@school/shared/dates';
import { ServerHtml } from '@school/shared/ui/server-html';
import { contentCatalog } from '../i18n/content-strings';
import './last-updated.css';

/**
 * "Last updated: <date>" (GIGW): when the content of the page last changed, from its data (the
 * document's updatedAt), never from the build. Nothing while there is no such date: a page on
 * its default text or not filled in, whose words are not the school's. A visitor only reads it:
 * a prerendered page keeps the server's (ServerHtml), so hydrating it formats no date, whose
 * first use of Intl would load the locale's data. `still={false}` where the date can change
 * while the page is shown (a list loaded again).
 */
export function LastUpdated({ at, still = true }: { at: string | null | undefined; still?: boolean }) {
  const date = at ? new Date(at) : null;
  if (!at || !date || Number.isNaN(date.getTime())) return null;
  // A footer of the page's article (information about it), not one of its paragraphs.
  return (
    <ServerHtml as="footer" className="last-updated" still={still}>
      <UpdatedOn at={at} date={date} />
    </ServerHtml>
  );
}

function UpdatedOn({ at, date }: { at: string; date: Date }) {
  const { t, locale } = useCatalog(contentCatalog);
  return (
    <>
      {t('page.lastUpdated')} <time dateTime={at}>{formatDay(date, { locale, month: 'long' })}</time>
    </>
  );
}
