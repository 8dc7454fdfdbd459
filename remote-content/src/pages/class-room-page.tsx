import { Classrooms } from '../features/classrooms/classrooms';
import './page.css';

export function ClassRoomPage() {
  return <Classrooms />;
}
