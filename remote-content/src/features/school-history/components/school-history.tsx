import { useCatalog } from '@school/shared';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Paragraphs } from '../../../ui/school-text';
import { COLUMN_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import './school-history.css';

/** The school's history: its featured picture, then its story. */
export function SchoolHistory() {
  const { t } = useCatalog(contentCatalog);
  return (
    <SchoolPage kind="history" title={t('history.title')} className="school-history">
      {(school) => (
        <>
          <SchoolPicture className="school-history-image" picture={school.picture} sizes={COLUMN_SIZES} priority />
          <Paragraphs className="school-history-text" value={school.history} />
        </>
      )}
    </SchoolPage>
  );
}
