import { prepareCatalog, useCatalog } from '@school/shared';
import { PageArticle } from '../../../ui/page-article';
import type { Shelf } from '../api/get-notice-page';
import { noticePagesCatalog } from '../notice-pages-strings';
import { noticesCatalog } from '../notices-strings';
import { NoticeFeedLinks } from './notice-feed-links';
import { NoticeShelf } from './notice-shelf';

/** Each shelf's heading and introduction, and the other shelf its feed links point to. */
const SHELVES = {
  current: { title: 'list.title', intro: 'list.intro', other: 'archive' },
  archive: { title: 'list.archiveTitle', intro: 'list.archiveIntro', other: 'current' },
} as const satisfies Record<Shelf, { other: Shelf } & Record<string, unknown>>;

/** The page of a shelf of notices: its heading, introduction, RSS feed links and the list. */
export function NoticeShelfPage({ shelf }: { shelf: Shelf }) {
  // In Hindi, the strings of each notice shown (notice-parts.tsx, notices-strings.ts) are fetched
  // beside this page's own, not after them.
  void prepareCatalog(noticesCatalog);
  const { t } = useCatalog(noticePagesCatalog);
  const { title, intro, other } = SHELVES[shelf];
  return (
    <PageArticle className="notices-page" title={t(title)} still>
      <p className="page-intro">{t(intro)}</p>
      <NoticeFeedLinks other={other} />
      <NoticeShelf shelf={shelf} />
    </PageArticle>
  );
}
