import { IMAGES } from '../../../../public-images/page-images';
import { PageArticle } from '../../../ui/page-article';
import { Picture } from '../../../ui/picture';
import { CLASSROOMS } from '../classrooms-content';
import './classrooms.css';

export function Classrooms() {
  return (
    <PageArticle className="classrooms" title={CLASSROOMS.title}>
      <div className="classrooms-layout">
        <div className="classrooms-text">
          {CLASSROOMS.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Picture
          className="classrooms-image"
          image={IMAGES.classroom}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          priority
        />
      </div>
    </PageArticle>
  );
}
