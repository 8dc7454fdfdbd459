import { NoticeShelfPage } from '../features/notices/components/notice-shelf-page';
import './page.css';

/** /notices/archive: the notices whose time has passed, by category, ten a page. */
export function NoticesArchivePage() {
  return <NoticeShelfPage shelf="archive" />;
}
