import { useCallback, type ReactNode } from 'react';
import { loadPage } from '@school/shared';
import { useLoad } from '@school/shared/use-load';
import type { PageContent, PageKind } from '@school/shared/contracts/pages';
import { isBlank } from '@school/shared/contracts/page-values';
import { PageArticle } from './page-article';
import { PageNotReady } from './page-not-ready';
import './being-set-up.css';

interface SchoolPageProps<K extends PageKind> {
  kind: K;
  /** The spec's heading of the page: the page keeps it in every state. */
  title: string;
  className: string;
  /** What stands above the title once the content is there, such as the page's banner. */
  banner?: (content: PageContent<K>) => ReactNode;
  children: (content: PageContent<K>) => ReactNode;
  /** Whether there is anything to show; by default, whether the school filled in any of the page. */
  shows?: (content: PageContent<K>) => boolean;
  /** False for a page a visitor does more on than read (the FAQs' accordion): by default it is only read (PageArticle's still). */
  still?: boolean;
}

/**
 * A page whose words and pictures are the school's own (GET /Site/Page/<kind>): its heading at
 * once, then the content and when it last changed; while loading, on failure (with Retry) and
 * while the school has filled in nothing, a line that says so instead.
 */
export function SchoolPage<K extends PageKind>({ kind, title, className, banner, children, shows = (content) => !isBlank(content), still = true }: SchoolPageProps<K>) {
  const load = useCallback((signal: AbortSignal) => loadPage(kind, signal), [kind]);
  const { data, loading, error, reload } = useLoad(load, { key: `page:${kind}` });
  const content = data?.content;
  const ready = content !== undefined && shows(content);
  // The date of the school's own words: none while the page shows only a default or its profile.
  const updatedAt = ready && !isBlank(content) ? data?.updatedAt : null;
  return (
    <PageArticle className={ready ? className : `${className} being-set-up`} title={title} banner={ready ? banner?.(content) : undefined} updatedAt={updatedAt} still={still}>
      {ready ? children(content) : <PageNotReady loading={loading} error={error} reload={reload} />}
    </PageArticle>
  );
}
