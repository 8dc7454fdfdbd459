import { IMAGES } from '../../../../public-images/page-images';
import { PageArticle } from '../../../ui/page-article';
import { Picture } from '../../../ui/picture';
import { SCHOOL_HISTORY } from '../school-history-content';
import './school-history.css';

export function SchoolHistory() {
  return (
    <PageArticle className="school-history" title={SCHOOL_HISTORY.title}>
      <Picture
        className="school-history-image"
        image={IMAGES.history}
        sizes="(min-width: 1232px) 1168px, calc(100vw - 2rem)"
        priority
      />
      <p className="school-history-text">{SCHOOL_HISTORY.paragraph}</p>
    </PageArticle>
  );
}
