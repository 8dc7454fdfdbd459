import { Link, useCatalog } from '@school/shared';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_NAMES, type NoticeCategory } from '@school/shared/contracts/notice-values';
import type { ShelfQuery } from '../api/get-notice-page';
import { noticePagesCatalog } from '../notice-pages-strings';
import { shelfAddress } from './shelf-address';

/** The category filter: links, so each filter has its address. */
export function CategoryFilter({ query }: { query: ShelfQuery }) {
  const { t, language } = useCatalog(noticePagesCatalog);
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

/** Previous and next pages, and where the reader is ("Page 2 of 5"); links, so each page has its address. */
export function Pager({ query, pages }: { query: ShelfQuery; pages: number }) {
  const { t } = useCatalog(noticePagesCatalog);
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
