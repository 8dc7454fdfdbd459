import { useCatalog } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { contentCatalog } from '../../../i18n/content-strings';
import { HomeSection } from '../../../ui/home-section';
import { portraitSizes } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { Line } from '../../../ui/school-text';
import './dignitary-cards.css';

/** The leadership row (docs/product.md#home-page): the people the school lists, in its order. */
export function DignitaryCards({ content }: { content: PageContent<'dignitaries'> }) {
  const { t } = useCatalog(contentCatalog);
  return (
    <HomeSection still className="home-dignitaries" title={t('dignitaries.title')} intro={<Line as="p" className="home-section-intro" value={content.intro} />}>
      <ul className="home-dignitary-list">
        {content.people.map((person, index) => (
          <li key={index} className="home-dignitary">
            <SchoolPicture picture={person.photo} sizes={portraitSizes(person.photo, '140px')} />
            <h3>{person.name}</h3>
            <Line as="p" value={person.title} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
