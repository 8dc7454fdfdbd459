import { siteMapCatalog, useCatalog } from '@school/shared';
import { PageArticle } from '../ui/page-article';
import { SiteMapList } from '../features/sitemap/components/site-map-list';
import './page.css';

/** /sitemap: every public page of the site as a link (GIGW); search engines read /sitemap.xml. */
export function SitemapPage() {
  const { t } = useCatalog(siteMapCatalog);
  return (
    <PageArticle className="sitemap-page" title={t('site./sitemap')} still>
      <SiteMapList />
    </PageArticle>
  );
}
