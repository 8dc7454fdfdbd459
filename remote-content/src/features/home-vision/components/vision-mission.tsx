import { HomeSection } from '../../../ui/home-section';
import { VISION_MISSION } from '../vision-content';
import './vision-mission.css';

export function VisionMission() {
  return (
    <HomeSection className="home-vision" title={VISION_MISSION.title} intro={VISION_MISSION.description}>
      <div className="home-vision-cards">
        {VISION_MISSION.cards.map((card) => (
          <article key={card.title} className="home-vision-card">
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
