import { Link, useParams } from '@school/shared';
import { PAGES } from '@school/shared/contracts/pages';
import { PageHistory } from '../features/pages/components/page-history';
import { isKind } from './page-editor-page';

/** /Manage-Pages/<kind>/history: a page's published versions, two side by side, and Restore. */
export function PageHistoryPage() {
  const { kind } = useParams();
  return (
    <div className="pages-page">
      <p>{isKind(kind) ? <Link to={`/Manage-Pages/${kind}`}>Back to the page’s editor</Link> : <Link to="/Manage-Pages">Back to all pages</Link>}</p>
      {isKind(kind) ? (
        <>
          <h1>History: {PAGES[kind].title}</h1>
          <p className="settings-intro">Every version saved of this page, newest first. A restore publishes an old version again as a new one: nothing is lost.</p>
          <PageHistory kind={kind} />
        </>
      ) : (
        <>
          <h1>Page not found</h1>
          <p>The site has no such page.</p>
        </>
      )}
    </div>
  );
}
