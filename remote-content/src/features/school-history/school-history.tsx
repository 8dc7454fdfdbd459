import { IMAGES } from '../../../public-images/page-images';
import { Picture } from '../../ui/picture';
import { SCHOOL_HISTORY } from './school-history-content';
import './school-history.css';

export function SchoolHistory() {
  return (
    <article className="school-history" aria-labelledby="school-history-title">
      <h1 id="school-history-title" className="page-title">
        {SCHOOL_HISTORY.title}
      </h1>
      <Picture
        className="school-history-image"
        image={IMAGES.history}
        sizes="(min-width: 1232px) 1168px, calc(100vw - 2rem)"
        priority
      />
      <p className="school-history-text">{SCHOOL_HISTORY.paragraph}</p>
    </article>
  );
}
