import { useLoad } from '@school/shared/use-load';
import { pageStatuses } from '../features/pages/api/page-statuses';
import { loadPageContents } from '../features/pages/api/load-page-contents';
import { SetupChecklist } from '../features/pages/components/setup-checklist';
import '../features/pages/components/setup-checklist.css';

/** /Manage-Pages: the setup checklist, and every page of the site with a link to its editor. */
export function PagesPage() {
  const statuses = useLoad(pageStatuses);
  const contents = useLoad(loadPageContents);
  return (
    <div className="pages-page">
      <h1>Pages</h1>
      <p className="settings-intro">What each page of the site says. A page left empty tells visitors it is being set up.</p>
      <SetupChecklist statuses={statuses} contents={contents} />
    </div>
  );
}
