import { useCatalog } from '@school/shared';
import { NoticeFeedLinks } from '../features/notices/components/notice-feed-links';
import { NoticeShelf } from '../features/notices/components/notice-shelf';
import { noticesCatalog } from '../features/notices/notices-strings';
import { PageArticle } from '../ui/page-article';
import './page.css';

/** /notices: the school's current notices and circulars, by category, ten a page, with the RSS feed. */
export function NoticesPage() {
  const { t } = useCatalog(noticesCatalog);
  return (
    <PageArticle className="notices-page" title={t('list.title')}>
      <p className="page-intro">{t('list.intro')}</p>
      <NoticeFeedLinks other="archive" />
      <NoticeShelf shelf="current" />
    </PageArticle>
  );
}
