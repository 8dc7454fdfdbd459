import { Link, useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import type { Notice } from '@school/shared/contracts/notices';
import { HomeSection } from '../../../ui/home-section';
import { getNoticeBoard } from '../api/get-notice-board';
import { noticesCatalog } from '../notices-strings';
import { NoticeMeta, NoticeTitleLink, useNow } from './notice-parts';
import './notices.css';

/**
 * The home page's notice board: the latest current notices, newest first, each with its date,
 * category and title (a link to it), "New" for the last days' ones, then "All notices". A
 * still list, not a marquee: nothing moves, so nothing needs pausing (WCAG 2.2.2), and every
 * notice can be read at the reader's pace.
 */
export function NoticeBoard({ now: given }: { now?: number }) {
  const now = useNow(given);
  const { t } = useCatalog(noticesCatalog);
  const { data, loading, reload } = useLoad(getNoticeBoard, { key: 'notices:board' });
  return (
    <HomeSection still className="ui-card notice-board" title={t('board.title')}>
      {data ? (
        <BoardItems items={data.items} now={now} />
      ) : loading ? (
        <p className="notice-board-loading" role="status">
          {t('board.loading')}
        </p>
      ) : (
        <LoadFailed message={t('board.failed')} retry={t('board.retry')} onRetry={reload} />
      )}
      <p className="notice-board-more">
        <Link className="ui-button ui-button-primary" to="/notices">
          {t('board.all')}
        </Link>
      </p>
    </HomeSection>
  );
}

function BoardItems({ items, now }: { items: Notice[]; now: number }) {
  const { t } = useCatalog(noticesCatalog);
  if (items.length === 0) return <p className="notice-board-empty">{t('board.empty')}</p>;
  return (
    <ul className="notice-board-list">
      {items.map((notice) => (
        <li key={notice.id} className="notice-board-item">
          <NoticeMeta notice={notice} now={now} />
          <p className="notice-board-title">
            <NoticeTitleLink notice={notice} />
          </p>
        </li>
      ))}
    </ul>
  );
}
