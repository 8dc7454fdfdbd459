import { IMAGES } from '../../../../public-images/images';
import { HomeSection } from '../../../ui/home-section';
import { Picture } from '../../../ui/picture';
import { DIGNITARIES, DIGNITARIES_INTRO, DIGNITARIES_TITLE } from '../dignitaries';
import './dignitary-cards.css';

export function DignitaryCards() {
  return (
    <HomeSection className="home-dignitaries" title={DIGNITARIES_TITLE} intro={DIGNITARIES_INTRO}>
      <ul className="home-dignitary-list">
        {DIGNITARIES.map((person) => (
          <li key={person.name} className="home-dignitary">
            <Picture image={IMAGES[person.image]} sizes="140px" />
            <h3>{person.name}</h3>
            <p>{person.title}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
