import { Classrooms } from '../features/classrooms/classrooms';
import './page.css';

export default function ClassRoomPage() {
  return <Classrooms />;
}
