import { IMAGES } from '../../../public-images/page-images';
import { Picture } from '../../ui/picture';
import { CLASSROOMS } from './classrooms-content';
import './classrooms.css';

export function Classrooms() {
  return (
    <article className="classrooms" aria-labelledby="classrooms-title">
      <h1 id="classrooms-title" className="page-title">
        {CLASSROOMS.title}
      </h1>
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
    </article>
  );
}
