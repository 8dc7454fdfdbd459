import { loadHome, prepareCatalog, useCatalog } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { HomeDocument } from '@school/shared/contracts/pages';
import { isBlank } from '@school/shared/contracts/page-values';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { HomeBanner } from '../features/home-banner/components/home-banner';
import { VisionMission } from '../features/home-vision/components/vision-mission';
import { DignitaryCards } from '../features/home-dignitaries/components/dignitary-cards';
import { ToppersSection } from '../features/home-toppers/components/toppers-section';
import { AboutSection } from '../features/home-about/components/about-section';
import { PhotoGallery } from '../features/home-gallery/components/photo-gallery';
import { LinksSection } from '../features/home-links/components/links-section';
import { NoticeBoard } from '../features/notices/components/notice-board';
import { DisclosureHomeLink } from '../features/disclosure/components/disclosure-home-link';
import { LastUpdated } from '../ui/last-updated';
import { contentCatalog } from '../i18n/content-strings';
import { noticesCatalog } from '../features/notices/notices-strings';
import './home-page.css';

/**
 * The home page: the banner at once (the school's pictures come with the site), then the
 * school's sections (GET /Site/Home) in the spec's order, each only once the school has filled
 * it in. While they load, the room below the banner is held, so the footer does not jump.
 */
export function HomePage() {
  // In Hindi, the notice board's strings are fetched with the page's own, not after them: one
  // wait, under the host's placeholder (App), instead of two in turn.
  void prepareCatalog(noticesCatalog);
  const { t } = useCatalog(contentCatalog);
  const { data, error, reload } = useLoad(loadHome, { key: 'home' });
  return (
    <div className="home-page">
      <HomeBanner />
      <DisclosureHomeLink />
      {data ? (
        <HomeSections content={data} />
      ) : error ? (
        <LoadFailed message={t('home.failed')} retry={t('page.retry')} onRetry={reload} />
      ) : (
        <div className="home-loading" role="status">
          <span className="ui-visually-hidden">{t('page.loading')}</span>
        </div>
      )}
    </div>
  );
}

function HomeSections({ content }: { content: HomeDocument }) {
  const { t } = useCatalog(contentCatalog);
  const { updatedAt, ...sections } = content;
  const { vision, dignitaries, toppers, about, gallery, links } = sections;
  const aboutShown = !isBlank(about);
  const blank = isBlank(sections);
  return (
    <>
      {blank && <p className="home-being-set-up">{t('home.beingSetUp')}</p>}
      {/* The skip link and the footer lead to #AboutPmShri: without the section, to what follows the banner. */}
      {!aboutShown && <span id="AboutPmShri" className="home-about-anchor" />}
      {/* What parents come for most: the latest notices, first (it loads on its own, GET /Site/Notices/Board). */}
      <NoticeBoard />
      {!isBlank(vision) && <VisionMission content={vision} />}
      {dignitaries.people.length > 0 && <DignitaryCards content={dignitaries} />}
      {toppers.classX.length + toppers.classXII.length > 0 && <ToppersSection content={toppers} />}
      {aboutShown && <AboutSection content={about} />}
      {gallery.pictures.some((picture) => picture.path) && <PhotoGallery content={gallery} />}
      {links.links.length > 0 && <LinksSection links={links.links} />}
      {/* The latest change of any of its sections: the home page is several documents. */}
      {!blank && <LastUpdated at={updatedAt} />}
    </>
  );
}
