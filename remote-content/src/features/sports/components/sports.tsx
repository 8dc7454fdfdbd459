import { IMAGES } from '../../../../public-images/page-images';
import { PageArticle } from '../../../ui/page-article';
import { PageBanner } from '../../../ui/page-banner';
import { Picture } from '../../../ui/picture';
import { SPORTS } from '../sports-content';
import './sports.css';

const GALLERY = [IMAGES.sports1, IMAGES.sports2, IMAGES.sports3, IMAGES.sports4, IMAGES.sports5, IMAGES.sports6];

export function Sports() {
  return (
    <PageArticle className="sports" title={SPORTS.title} banner={<PageBanner image={IMAGES.sportsBanner} />}>
      <p className="sports-text">{SPORTS.paragraph}</p>
      <section aria-labelledby="sports-gallery-title">
        <h2 id="sports-gallery-title" className="sports-gallery-title">
          {SPORTS.galleryHeading}
        </h2>
        <ul className="sports-gallery">
          {GALLERY.map((image) => (
            <li key={image.alt}>
              <Picture image={image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, calc(100vw - 2rem)" />
            </li>
          ))}
        </ul>
      </section>
    </PageArticle>
  );
}
