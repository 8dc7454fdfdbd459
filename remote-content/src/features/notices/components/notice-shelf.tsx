import { useCallback, useId } from 'react';
import { Link, useCatalog, useLocation } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import type { Notice, NoticePage } from '@school/shared/contracts/notices';
import { LastUpdated } from '../../../ui/last-updated';
import { Paragraphs } from '../../../ui/school-text';
import { getNoticePage, type Shelf, type ShelfQuery } from '../api/get-notice-page';
import { shelfAddress, shelfQuery } from './shelf-address';
import { CategoryFilter, Pager } from './shelf-navigation';
import { noticePagesCatalog } from '../notice-pages-strings';
import { AttachmentList, NoticeMeta, NoticeTitleLink, useNow } from './notice-parts';
import './notices.css';

/**
 * /notices or /notices/archive: the category filter (links, so each filter has its address),
 * the notices of the page in full (date, category, number, title, text, attachments), the
 * pages, and when the list last changed. Loading, failure (with Retry) and empty each say so.
 */
export function NoticeShelf({ shelf, now: given }: { shelf: Shelf; now?: number }) {
  const now = useNow(given);
  const query = shelfQuery(shelf, useLocation().search);
  return (
    <>
      <CategoryFilter query={query} />
      {/* Made afresh for each filter and page (keyed by its address): no answer to another shows as this one's. */}
      <ShelfLoad key={shelfAddress(query)} query={query} now={now} />
    </>
  );
}

function ShelfLoad({ query, now }: { query: ShelfQuery; now: number }) {
  const { shelf, category, page } = query;
  const load = useCallback((signal: AbortSignal) => getNoticePage({ shelf, category, page }, signal), [shelf, category, page]);
  const { data, loading, reload } = useLoad(load, { key: `notices:${shelfAddress(query)}` });
  const { t } = useCatalog(noticePagesCatalog);
  if (data) {
    return (
      <>
        <ShelfPage answer={data} query={query} now={now} />
        <LastUpdated at={data.changedAt} />
      </>
    );
  }
  return loading ? (
    <p className="ui-empty" role="status">
      {t('list.loading')}
    </p>
  ) : (
    <LoadFailed message={t('list.failed')} retry={t('list.retry')} onRetry={reload} />
  );
}

function ShelfPage({ answer, query, now }: { answer: NoticePage; query: ShelfQuery; now: number }) {
  const { t } = useCatalog(noticePagesCatalog);
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const archived = query.shelf === 'archive';
  if (answer.total === 0) {
    const empty = archived ? (query.category ? 'list.archiveEmptyCategory' : 'list.archiveEmpty') : query.category ? 'list.emptyCategory' : 'list.empty';
    return <p className="ui-empty">{t(empty)}</p>;
  }
  return (
    <>
      <p className="notice-count">{t('list.count', { count: answer.total })}</p>
      {answer.items.length === 0 ? (
        <p className="ui-empty">
          {t('list.pageEmpty')} <Link to={shelfAddress({ ...query, page: 1 })}>{t('list.firstPage')}</Link>
        </p>
      ) : (
        <ul className="notice-list">
          {answer.items.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} now={now} archived={archived} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <Pager query={query} pages={pages} />}
    </>
  );
}

/** One notice of a list, in full: its page has the same, and the RSS feed links there. */
function NoticeItem({ notice, now, archived }: { notice: Notice; now: number; archived: boolean }) {
  const titleId = useId();
  return (
    <article className="ui-card notice-item" aria-labelledby={titleId}>
      <NoticeMeta notice={notice} now={now} archived={archived} />
      <h2 id={titleId} className="notice-item-title">
        <NoticeTitleLink notice={notice} />
      </h2>
      <Paragraphs value={notice.body} className="notice-body" />
      <AttachmentList attachments={notice.attachments} />
    </article>
  );
}
