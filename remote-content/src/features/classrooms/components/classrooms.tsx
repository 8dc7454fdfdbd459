import { useCatalog } from '@school/shared';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { besideWordsSizes } from '../../../ui/picture-sizes';
import { Paragraphs, say } from '../../../ui/school-text';
import { SchoolPicture } from '../../../ui/school-picture';
import './classrooms.css';

/** The classrooms described, their picture beside the words on wide screens. */
export function Classrooms() {
  const { t } = useCatalog(contentCatalog);
  return (
    <SchoolPage kind="classrooms" title={t('classrooms.title')} className="classrooms">
      {(classrooms) => (
        <div className="classrooms-layout">
          <Paragraphs className="classrooms-text" value={classrooms.description} />
          <SchoolPicture
            className="classrooms-image"
            picture={classrooms.picture}
            sizes={besideWordsSizes(!say(classrooms.description).text)}
            priority
          />
        </div>
      )}
    </SchoolPage>
  );
}
