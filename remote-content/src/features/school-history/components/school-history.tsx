import { SchoolPage } from '../../school-pages/school-page';
import { Paragraphs } from '../../../ui/school-text';
import { COLUMN_SIZES } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import './school-history.css';

/** The school's history: its featured picture, then its story. */
export function SchoolHistory() {
  return (
    <SchoolPage kind="history" title="School History" className="school-history">
      {(school) => (
        <>
          <SchoolPicture className="school-history-image" picture={school.picture} sizes={COLUMN_SIZES} priority />
          <Paragraphs className="school-history-text" value={school.history} />
        </>
      )}
    </SchoolPage>
  );
}
