import { useCallback } from 'react';
import { Link, loadPage, useParams } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { PageForm } from '../features/pages/components/page-form';
import { LoadFailed } from '@school/shared/ui/load-failed';

const isKind = (value: string | undefined): value is PageKind => PAGE_KINDS.includes(value as PageKind);

/** /Manage-Pages/<kind>: one page's content in the editor its schema draws, with a link to the page. */
export function PageEditorPage() {
  const { kind } = useParams();
  return (
    <div className="pages-page">
      <p>
        <Link to="/Manage-Pages">Back to all pages</Link>
      </p>
      {isKind(kind) ? (
        <PageEditor kind={kind} />
      ) : (
        <>
          <h1>Page not found</h1>
          <p>The site has no such page.</p>
        </>
      )}
    </div>
  );
}

function PageEditor({ kind }: { kind: PageKind }) {
  const load = useCallback((signal: AbortSignal) => loadPage(kind, signal), [kind]);
  const { data, error, reload } = useLoad(load);
  const page = PAGES[kind];
  return (
    <>
      <h1>{page.title}</h1>
      <p className="settings-intro">
        Shown at <Link to={page.route}>{page.route}</Link>. What is left empty is left off the page.
      </p>
      {data ? (
        <PageForm key={kind} kind={kind} content={data.content as Record<string, unknown>} onSaved={() => undefined} />
      ) : error ? (
        <LoadFailed what="The page" onRetry={reload} />
      ) : (
        <p role="status">Loading the page…</p>
      )}
    </>
  );
}
