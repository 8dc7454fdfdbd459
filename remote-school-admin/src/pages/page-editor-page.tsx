import { useCallback, useState } from 'react';
import { Link, useParams, useSchool } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { isBlank } from '@school/shared/contracts/page-values';
import { isPolicyKind, PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { defaultPolicy } from '@school/shared/contracts/policy-defaults';
import { getEditedPage } from '../features/pages/api/get-edited-page';
import { PageForm } from '../features/pages/components/page-form';
import { LoadFailed } from '@school/shared/ui/load-failed';

export const isKind = (value: string | undefined): value is PageKind => PAGE_KINDS.includes(value as PageKind);

/** /Manage-Pages/<kind>: one page's content in the editor its schema draws, with links to the page and to its history. */
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
  const load = useCallback((signal: AbortSignal) => getEditedPage(kind, signal), [kind]);
  const { data, error, reload } = useLoad(load);
  const schoolName = useSchool()?.schoolName || 'the school';
  const page = PAGES[kind];
  // A GIGW page is never empty on the site: it shows its default text (policy-defaults.ts) until
  // the school saves its own, so the editor starts from what the site shows.
  const fallback = isPolicyKind(kind) ? (defaultPolicy(kind, { name: schoolName }) as Record<string, unknown>) : undefined;
  // What is stored now: as loaded, then as each save answers.
  const [saved, setSaved] = useState<unknown>();
  const stored = saved ?? data?.content;
  const onDefault = fallback !== undefined && stored !== undefined && isBlank(stored);
  return (
    <>
      <h1>{page.title}</h1>
      <p className="settings-intro">
        Shown at <Link to={page.route}>{page.route}</Link>. What is left empty is left off the page. Every version you save is kept:{' '}
        <Link to={`/Manage-Pages/${kind}/history`}>see the page’s history</Link>.
      </p>
      {fallback && data && (
        <p className="settings-intro">
          {onDefault
            ? 'Your site shows the default text below, written for every school on this platform, until you save your own. Change it and save to publish your own words; saved unchanged, the page keeps the default, and improvements to it reach your site.'
            : 'Your site shows your own text below instead of the default. “Use the default text” puts the default back in the fields; saved unchanged, the page follows the default again.'}
        </p>
      )}
      {data ? (
        <PageForm
          key={kind}
          kind={kind}
          content={(fallback && isBlank(data.content) ? fallback : data.content) as Record<string, unknown>}
          version={data.version}
          defaultContent={fallback}
          onSaved={(page) => setSaved(page.content)}
        />
      ) : error ? (
        <LoadFailed what="The page" onRetry={reload} />
      ) : (
        <p role="status">Loading the page…</p>
      )}
    </>
  );
}
