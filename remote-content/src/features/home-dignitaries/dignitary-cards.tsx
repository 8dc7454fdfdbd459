import { IMAGES } from '../../../public-images/images';
import { Picture } from '../../ui/picture';
import { DIGNITARIES, DIGNITARIES_INTRO, DIGNITARIES_TITLE } from './dignitaries';
import './dignitary-cards.css';

export function DignitaryCards() {
  return (
    <section className="home-dignitaries" aria-labelledby="home-dignitaries-title">
      <h2 id="home-dignitaries-title" className="home-section-title">
        {DIGNITARIES_TITLE}
      </h2>
      <p className="home-section-intro">{DIGNITARIES_INTRO}</p>
      <ul className="home-dignitary-list">
        {DIGNITARIES.map((person) => (
          <li key={person.name} className="home-dignitary">
            <Picture image={IMAGES[person.image]} sizes="140px" />
            <h3>{person.name}</h3>
            <p>{person.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
