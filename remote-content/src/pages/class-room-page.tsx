import { Classrooms } from '../features/classrooms/components/classrooms';
import './page.css';

export function ClassRoomPage() {
  return <Classrooms />;
}
