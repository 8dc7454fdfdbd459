import { useCatalog } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { contentCatalog } from '../../../i18n/content-strings';
import { isBlank } from '@school/shared/contracts/page-values';
import { HomeSection } from '../../../ui/home-section';
import { ABOUT_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { Paragraphs } from '../../../ui/school-text';
import { VideoPanel } from './video-panel';
import './about-section.css';

/**
 * The About section (docs/product.md#home-page); its anchor AboutPmShri is where the skip
 * link and the footer lead. The tab, the video and the About text each show once the school
 * has written or chosen them.
 */
export function AboutSection({ content }: { content: PageContent<'about'> }) {
  const { t } = useCatalog(contentCatalog);
  const title = t('about.title');
  const tab = !isBlank(content.place) || Boolean(content.picture.path);
  return (
    <HomeSection id="AboutPmShri" className="home-about" title={title}>
      {(tab || content.videoId) && (
        <div className="home-about-media">
          {tab && (
            <div className="home-about-tabs">
              {/* One tab, as the spec has it; the structure holds more if the school adds them. */}
              <div role="tablist" aria-label={title}>
                <button type="button" role="tab" id="home-about-tab" aria-selected="true" aria-controls="home-about-panel" className="home-about-tab">
                  {t('about.tab')}
                </button>
              </div>
              <div role="tabpanel" id="home-about-panel" aria-labelledby="home-about-tab" className="home-about-panel" tabIndex={0}>
                <SchoolPicture picture={content.picture} sizes={ABOUT_SIZES} />
                <h3>{t('about.place')}</h3>
                <Paragraphs value={content.place} />
              </div>
            </div>
          )}
          {content.videoId && <VideoPanel id={content.videoId} title={content.videoTitle} />}
        </div>
      )}
      {!isBlank(content.about) && (
        <div className="home-about-text">
          <h3>{t('about.about')}</h3>
          <Paragraphs value={content.about} />
        </div>
      )}
    </HomeSection>
  );
}
