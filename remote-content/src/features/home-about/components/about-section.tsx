import { IMAGES } from '../../../../public-images/images';
import { HomeSection } from '../../../ui/home-section';
import { Picture } from '../../../ui/picture';
import { ABOUT_CONTENT } from '../about-content';
import { VideoPanel } from './video-panel';
import './about-section.css';

const { tab, about } = ABOUT_CONTENT;

/** The About section; its anchor AboutPmShri is where the skip link and footer lead. */
export function AboutSection() {
  return (
    <HomeSection id="AboutPmShri" className="home-about" title={ABOUT_CONTENT.title}>
      <div className="home-about-media">
        <div className="home-about-tabs">
          {/* One tab, as the spec has it; the structure holds more if the school adds them. */}
          <div role="tablist" aria-label={ABOUT_CONTENT.title}>
            <button
              type="button"
              role="tab"
              id="home-about-tab"
              aria-selected="true"
              aria-controls="home-about-panel"
              className="home-about-tab"
            >
              {tab.label}
            </button>
          </div>
          <div role="tabpanel" id="home-about-panel" aria-labelledby="home-about-tab" className="home-about-panel" tabIndex={0}>
            <Picture image={IMAGES[tab.image]} sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)" />
            <h3>{tab.heading}</h3>
            {tab.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <VideoPanel />
      </div>
      <div className="home-about-text">
        <h3>{about.heading}</h3>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </HomeSection>
  );
}
