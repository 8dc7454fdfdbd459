import { useCatalog } from '@school/shared';
import { NoticeFeedLinks } from '../features/notices/components/notice-feed-links';
import { NoticeShelf } from '../features/notices/components/notice-shelf';
import { noticesCatalog } from '../features/notices/notices-strings';
import { PageArticle } from '../ui/page-article';
import './page.css';

/** /notices/archive: the notices whose time has passed, by category, ten a page. */
export function NoticesArchivePage() {
  const { t } = useCatalog(noticesCatalog);
  return (
    <PageArticle className="notices-page" title={t('list.archiveTitle')}>
      <p className="page-intro">{t('list.archiveIntro')}</p>
      <NoticeFeedLinks other="current" />
      <NoticeShelf shelf="archive" />
    </PageArticle>
  );
}
