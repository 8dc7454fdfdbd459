import { IMAGES } from '../../../../public-images/page-images';
import { PageArticle } from '../../../ui/page-article';
import { Picture } from '../../../ui/picture';
import { PRINCIPAL_MESSAGE } from '../principal-message-content';
import './principal-message.css';

/** The message as a letter: salutation and paragraphs, signed by the photo, name and designation. */
export function PrincipalMessage() {
  const message = PRINCIPAL_MESSAGE;
  return (
    <PageArticle className="principal-message" title={message.title}>
      <div className="principal-message-layout">
        <div className="principal-message-letter">
          <p className="principal-message-salutation">{message.salutation}</p>
          {message.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <figure className="principal-message-signature">
          <Picture image={IMAGES.principal} alt={message.photoAlt} sizes="(min-width: 1024px) 280px, 220px" priority />
          <figcaption>
            <span className="principal-message-name">{message.name}</span>
            <span className="principal-message-designation">{message.designation}</span>
            <span className="principal-message-school">{message.school}</span>
          </figcaption>
        </figure>
      </div>
    </PageArticle>
  );
}
