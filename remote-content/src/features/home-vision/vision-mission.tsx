import { VISION_MISSION } from './vision-content';
import './vision-mission.css';

export function VisionMission() {
  return (
    <section className="home-vision" aria-labelledby="home-vision-title">
      <h2 id="home-vision-title" className="home-section-title">
        {VISION_MISSION.title}
      </h2>
      <p className="home-section-intro">{VISION_MISSION.description}</p>
      <div className="home-vision-cards">
        {VISION_MISSION.cards.map((card) => (
          <article key={card.title} className="home-vision-card">
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
