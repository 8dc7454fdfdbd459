import { Link, useCatalog, useSite } from '@school/shared';
import { NOTICE_ROUTES } from '@school/shared/contracts/notice-values';
import { noticePagesCatalog } from '../notice-pages-strings';

/**
 * Under a list's title: the other list (current or archive) and the RSS feed of the current
 * notices, in the language shown (the feed is served at the site's root). The feed is also
 * named in the document's head (React places a <link> there), so a browser or a feed reader
 * given the page finds it.
 */
export function NoticeFeedLinks({ other }: { other: 'current' | 'archive' }) {
  const { t, language } = useCatalog(noticePagesCatalog);
  const site = useSite();
  const feed = language === 'en' ? NOTICE_ROUTES.rss : `${NOTICE_ROUTES.rss}?lang=${language}`;
  const feedTitle = [site.status === 'found' ? site.site.schoolName : null, t('list.title')].filter(Boolean).join(': ');
  return (
    <p className="notice-feed-links">
      <link rel="alternate" type="application/rss+xml" title={feedTitle} href={feed} />
      {other === 'archive' ? <Link to="/notices/archive">{t('list.toArchive')}</Link> : <Link to="/notices">{t('list.toCurrent')}</Link>}
      <a href={feed} type="application/rss+xml">
        {t('list.rss')}
      </a>
    </p>
  );
}
