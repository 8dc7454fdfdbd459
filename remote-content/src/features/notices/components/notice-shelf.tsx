import { useCallback, useId } from 'react';
import { Link, useCatalog, useLocation } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { Notice, NoticePage } from '@school/shared/contracts/notices';
import { LastUpdated } from '../../../ui/last-updated';
import { Paragraphs } from '../../../ui/school-text';
import { loadNoticePage, type Shelf, type ShelfQuery } from '../api/notices-api';
import { noticesCatalog } from '../notices-strings';
import { AttachmentList, NoticeMeta, NoticeTitleLink, useNow } from './notice-parts';
import './notices.css';

const PATHS: Record<Shelf, string> = { current: '/notices', archive: '/notices/archive' };

const isCategory = (value: string | null): value is NoticeCategory => NOTICE_CATEGORIES.includes(value as NoticeCategory);

/**
 * The list's filter and page, from the address (`?category=circular&page=2`), so a filtered
 * page can be shared. What the API would refuse is read as the list's start: an unknown
 * category as all of them, a page that is not a whole number from 1 as the first.
 */
export function shelfQuery(shelf: Shelf, search: string): ShelfQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const page = params.get('page') ?? '';
  return { shelf, category: isCategory(category) ? category : null, page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1 };
}

/** The address of the list with a filter and a page (the first page and "all" are left out of it). */
export function shelfAddress({ shelf, category, page }: ShelfQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATHS[shelf]}?${query}` : PATHS[shelf];
}

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
  const load = useCallback((signal: AbortSignal) => loadNoticePage({ shelf, category, page }, signal), [shelf, category, page]);
  const { data, loading, reload } = useLoad(load);
  const { t } = useCatalog(noticesCatalog);
  if (data) {
    return (
      <>
        <ShelfPage answer={data} query={query} now={now} />
        <LastUpdated at={data.changedAt} />
      </>
    );
  }
  return loading ? (
    <p className="page-message" role="status">
      {t('list.loading')}
    </p>
  ) : (
    <LoadFailed message={t('list.failed')} retry={t('list.retry')} onRetry={reload} />
  );
}

function CategoryFilter({ query }: { query: ShelfQuery }) {
  const { t, language } = useCatalog(noticesCatalog);
  const choices: (NoticeCategory | null)[] = [null, ...NOTICE_CATEGORIES];
  return (
    <nav className="notice-filter" aria-label={t('list.filter')}>
      <ul>
        {choices.map((category) => {
          const chosen = category === query.category;
          return (
            <li key={category ?? 'all'}>
              <Link className={chosen ? 'notice-filter-chosen' : undefined} to={shelfAddress({ shelf: query.shelf, category, page: 1 })} aria-current={chosen ? 'page' : undefined}>
                {category ? NOTICE_CATEGORY_NAMES[category][language] : t('list.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ShelfPage({ answer, query, now }: { answer: NoticePage; query: ShelfQuery; now: number }) {
  const { t } = useCatalog(noticesCatalog);
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const archived = query.shelf === 'archive';
  if (answer.total === 0) {
    const empty = archived ? (query.category ? 'list.archiveEmptyCategory' : 'list.archiveEmpty') : query.category ? 'list.emptyCategory' : 'list.empty';
    return <p className="page-message">{t(empty)}</p>;
  }
  return (
    <>
      <p className="notice-count">{t('list.count', { count: answer.total })}</p>
      {answer.items.length === 0 ? (
        <p className="page-message">
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
    <article className="notice-item" aria-labelledby={titleId}>
      <NoticeMeta notice={notice} now={now} archived={archived} />
      <h2 id={titleId} className="notice-item-title">
        <NoticeTitleLink notice={notice} />
      </h2>
      <Paragraphs value={notice.body} className="notice-body" />
      <AttachmentList attachments={notice.attachments} />
    </article>
  );
}

/** Previous and next pages, and where the reader is ("Page 2 of 5"); links, so each page has its address. */
function Pager({ query, pages }: { query: ShelfQuery; pages: number }) {
  const { t } = useCatalog(noticesCatalog);
  const page = Math.min(query.page, pages);
  return (
    <nav className="notice-pages" aria-label={t('list.pages')}>
      {query.page > 1 && (
        <Link className="ui-button" to={shelfAddress({ ...query, page: Math.min(query.page - 1, pages) })} rel="prev">
          {t('list.previous')}
        </Link>
      )}
      <span>{t('list.pageOf', { page, pages })}</span>
      {query.page < pages && (
        <Link className="ui-button" to={shelfAddress({ ...query, page: query.page + 1 })} rel="next">
          {t('list.next')}
        </Link>
      )}
    </nav>
  );
}
