import { useCallback } from 'react';
import { errorMessage, useLocation } from '@school/shared';
import { searchTextProblem } from '@school/shared/contracts/search-words';
import { useLoad } from '@school/shared/use-load';
import { SiteSearchForm } from '@school/shared/ui/site-search-form';
import { searchSite } from '../features/site-search/api/search-site';
import { resultCount, SearchResults } from '../features/site-search/components/search-results';
import { PageArticle } from '../ui/page-article';
import './page.css';

/** /search?q=<words>: the site search's form, and what it found for the words in the address. */
export function SearchPage() {
  const q = new URLSearchParams(useLocation().search).get('q')?.trim() ?? '';
  // A search the API would refuse (typed into the address) is not sent: what is wrong is said instead.
  const problem = q ? searchTextProblem(q) : null;
  return (
    <PageArticle className="search-page" title="Search">
      <SiteSearchForm landmark="Search this site" label="Search this site" initial={q} />
      {problem ? <p role="alert">{problem}</p> : q && <SearchOutcome key={q} q={q} />}
    </PageArticle>
  );
}

/**
 * One search's outcome, made afresh for each search (keyed by it), so no answer to the words
 * before is shown as this one's. The count, or that nothing was found, is said when it comes
 * (role="status"); a failure says why, with Retry.
 */
function SearchOutcome({ q }: { q: string }) {
  const load = useCallback((signal: AbortSignal) => searchSite(q, signal), [q]);
  const { data, loading, error, reload } = useLoad(load);
  const failed = !loading && error;
  return (
    <>
      <p role="status">{loading ? 'Searching…' : data && !failed ? resultCount(data, q) : ''}</p>
      {failed ? (
        <p role="alert">
          {errorMessage(error, 'The search could not be done.')}{' '}
          <button type="button" className="ui-button" onClick={reload}>
            Retry
          </button>
        </p>
      ) : (
        data && !loading && <SearchResults answer={data} q={q} />
      )}
    </>
  );
}
