import { useParams } from '@school/shared';
import { NoticeView } from '../features/notices/components/notice-view';
import './page.css';

/** /notices/:id: one notice (the board, the lists and the RSS feed link here). */
export function NoticesItemPage() {
  const { id = '' } = useParams();
  // A new notice's page afresh: nothing of the one before shows while it loads.
  return <NoticeView key={id} id={id} />;
}
