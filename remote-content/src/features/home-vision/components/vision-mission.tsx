import { useCatalog } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { contentCatalog } from '../../../i18n/content-strings';
import { HomeSection } from '../../../ui/home-section';
import { Line, Paragraphs } from '../../../ui/school-text';
import './vision-mission.css';

/** The school's vision and mission, each a card: a card the school has not written is left out. */
export function VisionMission({ content }: { content: PageContent<'vision'> }) {
  const { t } = useCatalog(contentCatalog);
  const cards = [
    { title: t('vision.vision'), text: content.vision },
    { title: t('vision.mission'), text: content.mission },
  ].filter((card) => card.text.en || card.text.hi);
  return (
    <HomeSection still className="home-vision" title={t('vision.title')} intro={<Line as="p" className="home-section-intro" value={content.description} />}>
      {cards.length > 0 && (
        <div className="ui-two-columns home-vision-cards">
          {cards.map((card) => (
            <article key={card.title} className="home-vision-card">
              <h3>{card.title}</h3>
              <Paragraphs value={card.text} />
            </article>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
