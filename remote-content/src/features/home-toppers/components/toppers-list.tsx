import { useCatalog } from '@school/shared';
import type { PageContent } from '@school/shared/contracts/pages';
import { contentCatalog } from '../../../i18n/content-strings';
import { topperSizes } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { say } from '../../../ui/school-text';

type Student = PageContent<'toppers'>['classX'][number];

function TopperCard({ student }: { student: Student }) {
  const { t } = useCatalog(contentCatalog);
  const stream = say(student.stream);
  return (
    <li className="home-topper">
      <SchoolPicture picture={student.photo} sizes={topperSizes(student.photo)} />
      <h4>{student.name}</h4>
      {student.score && <p className="home-topper-score">{student.score}</p>}
      {stream.text && (
        <p className="home-topper-stream">
          {t('toppers.stream')} <span lang={stream.lang}>{stream.text}</span>
        </p>
      )}
    </li>
  );
}

/** The toppers of class X and class XII, the latter with their streams; a class with none is left out. */
export function ToppersList({ content }: { content: PageContent<'toppers'> }) {
  const { t } = useCatalog(contentCatalog);
  const groups = [
    { heading: t('toppers.classX'), students: content.classX },
    { heading: t('toppers.classXII'), students: content.classXII },
  ].filter((group) => group.students.length > 0);
  return (
    <div className="home-toppers-groups">
      {groups.map((group) => (
        <div key={group.heading} className="home-toppers-group">
          <h3>{group.heading}</h3>
          <ul>
            {group.students.map((student, index) => (
              <TopperCard key={index} student={student} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
