import { HomeBanner } from '../features/home-banner/components/home-banner';
import { VisionMission } from '../features/home-vision/components/vision-mission';
import { DignitaryCards } from '../features/home-dignitaries/components/dignitary-cards';
import { ToppersSection } from '../features/home-toppers/components/toppers-section';
import { AboutSection } from '../features/home-about/components/about-section';
import { PhotoGallery } from '../features/home-gallery/components/photo-gallery';
import { LinksSection } from '../features/home-links/components/links-section';
import { BEING_SET_UP, SampleOnly } from '../ui/sample-content';
import { useSchool } from '@school/shared';
import './home-page.css';

/**
 * The home page's stacked sections, in the spec's order. What lies below the fold fetches its
 * heavier parts (Swiper, the toppers, the viewer) only when it is about to be seen.
 */
export function HomePage() {
  const demo = useSchool()?.demoContent;
  return (
    <div className="home-page">
      <HomeBanner />
      {!demo && <p className="home-being-set-up">{BEING_SET_UP.replace('This page', 'This site')}</p>}
      <SampleOnly>
        <VisionMission />
        <DignitaryCards />
        <ToppersSection />
        <AboutSection />
        <PhotoGallery />
      </SampleOnly>
      <LinksSection />
    </div>
  );
}
