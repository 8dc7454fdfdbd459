import { NoticeShelfPage } from '../features/notices/components/notice-shelf-page';
import './page.css';

/** /notices: the school's current notices and circulars, by category, ten a page, with the RSS feed. */
export function NoticesPage() {
  return <NoticeShelfPage shelf="current" />;
}
