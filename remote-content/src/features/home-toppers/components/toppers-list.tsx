import { IMAGES } from '../../../../public-images/images';
import { Picture } from '../../../ui/picture';
import { TOPPERS, type SeniorTopper, type Topper } from '../toppers';

function TopperCard({ student }: { student: Topper | SeniorTopper }) {
  return (
    <li className="home-topper">
      <Picture image={IMAGES[student.image]} sizes="96px" />
      <h4>{student.name}</h4>
      <p className="home-topper-score">{student.score}</p>
      {'stream' in student && (
        <p className="home-topper-stream">
          {TOPPERS.streamLabel}: {student.stream}
        </p>
      )}
    </li>
  );
}

/** The toppers of class X and class XII, the latter with their streams. */
export function ToppersList() {
  return (
    <div className="home-toppers-groups">
      {[TOPPERS.juniors, TOPPERS.seniors].map((group) => (
        <div key={group.heading} className="home-toppers-group">
          <h3>{group.heading}</h3>
          <ul>
            {group.students.map((student) => (
              <TopperCard key={student.name} student={student} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
