import { useSchool, useCatalog } from '@school/shared';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Line, Paragraphs } from '../../../ui/school-text';
import { PRINCIPAL_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import './principal-message.css';

/** The message as a letter: salutation and paragraphs, signed by the photo, name and designation. */
export function PrincipalMessage() {
  const { t } = useCatalog(contentCatalog);
  const schoolName = useSchool()?.schoolName;
  return (
    <SchoolPage kind="principal" title={t('principal.title')} className="principal-message">
      {(message) => (
        <div className="principal-message-layout">
          <div className="principal-message-letter">
            <Line as="p" className="principal-message-salutation" value={message.salutation} />
            <Paragraphs value={message.message} />
          </div>
          {(message.photo.path || message.name) && (
            <figure className="principal-message-signature">
              <SchoolPicture picture={message.photo} sizes={PRINCIPAL_SIZES} priority />
              <figcaption>
                {message.name && <span className="principal-message-name">{message.name}</span>}
                <Line className="principal-message-designation" value={message.designation} />
                {schoolName && <span className="principal-message-school">{schoolName}</span>}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </SchoolPage>
  );
}
