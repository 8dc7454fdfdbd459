import { useCallback, useState } from 'react';
import { Link, useParams, useSchool, useSession } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import { isBlank } from '@school/shared/contracts/page-values';
import { isPolicyKind, PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { defaultPolicy } from '@school/shared/contracts/policy-defaults';
import { getEditedPage } from '../features/pages/api/get-edited-page';
import { PageForm } from '../features/pages/components/page-form';
import { LoadFailed } from '@school/shared/ui/load-failed';
import type { DraftSummary } from '@school/shared/contracts/drafts';
import { getDraft } from '../ui/drafts/get-draft';
import { listDrafts } from '../ui/drafts/list-drafts';
import { DraftStatus } from '../features/drafts/components/draft-status';
import { useAddressParam } from '../ui/field-from-address';

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

/** The page as published, and for an editor their draft of it (its change, if they have one) and whether drafts need approval. */
async function loadPage(kind: PageKind, drafting: boolean, signal: AbortSignal) {
  const page = await getEditedPage(kind, signal);
  if (!drafting) return { ...page, draft: null, approvalRequired: true };
  const { items, approvalRequired } = await listDrafts(signal);
  const mine = items.find((draft) => draft.type === 'page' && draft.target === kind);
  const draft = mine ? await getDraft(mine.id, signal) : null;
  const drafted = draft?.change.type === 'page' ? draft.change.page.content : undefined;
  return { ...page, content: drafted ?? page.content, draft: mine ?? null, approvalRequired };
}

function PageEditor({ kind }: { kind: PageKind }) {
  // An editor's save is a draft (decision 013): the server decides, the screen words it.
  const drafting = useSession().schoolRole === 'editor';
  const load = useCallback((signal: AbortSignal) => loadPage(kind, drafting, signal), [kind, drafting]);
  const { data, error, reload } = useLoad(load);
  const [draft, setDraft] = useState<DraftSummary | null | undefined>();
  const shownDraft = draft === undefined ? data?.draft : draft;
  const schoolName = useSchool()?.schoolName || 'the school';
  const page = PAGES[kind];
  // A GIGW page is never empty on the site: it shows its default text (policy-defaults.ts) until
  // the school saves its own, so the editor starts from what the site shows.
  const fallback = isPolicyKind(kind) ? (defaultPolicy(kind, { name: schoolName }) as Record<string, unknown>) : undefined;
  // What is stored now: as loaded, then as each save answers.
  const [saved, setSaved] = useState<unknown>();
  const stored = saved ?? data?.content;
  const onDefault = fallback !== undefined && stored !== undefined && isBlank(stored);
  const focusField = useAddressParam('field');
  return (
    <>
      <h1>{page.title}</h1>
      <p className="settings-intro">
        Shown at <Link to={page.route}>{page.route}</Link>. What is left empty is left off the page.{' '}
        {drafting ? (
          'What you save is your draft: visitors see it once a publisher publishes it.'
        ) : (
          <>
            Every version you save is kept: <Link to={`/Manage-Pages/${kind}/history`}>see the page’s history</Link>.
          </>
        )}
      </p>
      {fallback && data && (
        <p className="settings-intro">
          {onDefault
            ? 'Your site shows the default text below, written for every school on this platform, until you save your own. Change it and save to publish your own words; saved unchanged, the page keeps the default, and improvements to it reach your site.'
            : 'Your site shows your own text below instead of the default. “Use the default text” puts the default back in the fields; saved unchanged, the page follows the default again.'}
        </p>
      )}
      {drafting && shownDraft && data && <DraftStatus draft={shownDraft} approvalRequired={data.approvalRequired} onChanged={setDraft} />}
      {data ? (
        <PageForm
          key={kind}
          kind={kind}
          content={(fallback && isBlank(data.content) ? fallback : data.content) as Record<string, unknown>}
          version={data.version}
          defaultContent={fallback}
          onSaved={(page) => setSaved(page.content)}
          onDraftSaved={drafting ? setDraft : undefined}
          focusField={focusField}
        />
      ) : error ? (
        <LoadFailed what="The page" onRetry={reload} />
      ) : (
        <p role="status">Loading the page…</p>
      )}
    </>
  );
}
