import { useCatalog, useSchool } from '@school/shared';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { SchoolPicture } from '../../../ui/school-picture';
import { contentCatalog } from '../../../i18n/content-strings';
import { BannerSlider } from './banner-slider';
import './home-banner.css';

/**
 * The welcome line over the school's banner pictures; over the site's colour while it has none.
 * One picture stands still; more become the slider. Either way the first picture renders at
 * once where the host's placeholder drew it (the slider is a few kilobytes of our own, in this
 * chunk: nothing waits for more code).
 */
export function HomeBanner() {
  const { t } = useCatalog(contentCatalog);
  const school = useSchool();
  const slides = school?.profile.banner.filter((slide) => slide.path) ?? [];
  const first = slides[0];
  return (
    <section className={first ? 'home-banner' : 'home-banner home-banner-plain'} aria-labelledby="home-banner-title">
      <div className="home-banner-overlay">
        <h1 id="home-banner-title">
          {t('banner.welcome', { school: school?.schoolName ?? '' }).trim()}
        </h1>
        <p>{t('banner.tagline')}</p>
      </div>
      {slides.length > 1 ? (
        <BannerSlider slides={slides} />
      ) : (
        <div className="home-banner-still">{first && <SchoolPicture picture={first} sizes={homeBannerSizes(first)} priority />}</div>
      )}
    </section>
  );
}
