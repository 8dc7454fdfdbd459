import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSchool } from '@school/shared';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { SchoolPicture } from '../../../ui/school-picture';
import { BANNER } from '../banner-content';
import './home-banner.css';

const BannerSlider = lazy(() => import('./banner-slider').then((module) => ({ default: module.BannerSlider })));

/**
 * The first picture, still, in the box the slider will take. It is the page's largest paint,
 * so nothing else is fetched before it: the slider's code (Swiper, ~28 KB gzip) is asked for
 * only once this picture has loaded and the browser is idle. Its first move is three seconds
 * away in any case.
 */
function useSliderWanted() {
  const still = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const img = still.current?.querySelector('img');
    if (!img) return;
    // Safari has no requestIdleCallback.
    const idleCallbacks = typeof window.requestIdleCallback === 'function';
    let idle = 0;
    const whenIdle = () => {
      const go = () => setWanted(true);
      idle = idleCallbacks ? window.requestIdleCallback(go, { timeout: 1000 }) : window.setTimeout(go, 200);
    };
    if (img.complete) {
      whenIdle();
    } else {
      img.addEventListener('load', whenIdle, { once: true });
      img.addEventListener('error', whenIdle, { once: true });
    }
    return () => {
      img.removeEventListener('load', whenIdle);
      img.removeEventListener('error', whenIdle);
      if (idleCallbacks) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return { still, wanted };
}

/**
 * The welcome line over the school's banner pictures; over the site's colour while it has none.
 * One picture stands still; more become the slider.
 */
export function HomeBanner() {
  const { still, wanted } = useSliderWanted();
  const school = useSchool();
  const slides = school?.profile.banner.filter((slide) => slide.path) ?? [];
  const first = slides[0];
  const stillPicture = <div ref={still} className="home-banner-still">{first && <SchoolPicture picture={first} sizes={homeBannerSizes(first)} priority />}</div>;
  return (
    <section className={first ? 'home-banner' : 'home-banner home-banner-plain'} aria-labelledby="home-banner-title">
      <div className="home-banner-overlay">
        <h1 id="home-banner-title">
          {BANNER.welcome} {school?.schoolName}
        </h1>
        <p>{BANNER.tagline}</p>
      </div>
      {wanted && slides.length > 1 ? (
        <Suspense fallback={stillPicture}>
          <BannerSlider slides={slides} />
        </Suspense>
      ) : (
        stillPicture
      )}
    </section>
  );
}
