import { useCallback } from 'react';
import { errorMessage, useCatalog, useLocation } from '@school/shared';
import { searchTextProblem } from '@school/shared/contracts/search-words';
import { useLoad } from '@school/shared/use-load';
import { SiteSearchForm } from '@school/shared/ui/site-search-form';
import { searchSite } from '../features/site-search/api/search-site';
import { SEARCH_CONTRACT_MESSAGES, searchCatalog } from '../features/site-search/search-strings';
import { SearchResults, useResultCount } from '../features/site-search/components/search-results';
import { useContractMessage } from '../i18n/contract-messages';
import { PageArticle } from '../ui/page-article';
import './page.css';

/** /search?q=<words>: the site search's form, and what it found for the words in the address. */
export function SearchPage() {
  const { t } = useCatalog(searchCatalog);
  const inLanguage = useContractMessage(searchCatalog, SEARCH_CONTRACT_MESSAGES);
  const q = new URLSearchParams(useLocation().search).get('q')?.trim() ?? '';
  // A search the API would refuse (typed into the address) is not sent: what is wrong is said instead.
  const problem = q ? searchTextProblem(q) : null;
  return (
    <PageArticle className="search-page" title={t('search.title')}>
      <SiteSearchForm landmark={t('search.form')} label={t('search.form')} button={t('search.button')} initial={q} sayProblem={(found) => t(`search.${found.problem}` as const, found)} noScript={t('search.noScript')} />
      {problem ? <p role="alert">{inLanguage(problem)}</p> : q && <SearchOutcome key={q} q={q} />}
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
  const { t } = useCatalog(searchCatalog);
  const inLanguage = useContractMessage(searchCatalog, SEARCH_CONTRACT_MESSAGES);
  const count = useResultCount();
  const failed = !loading && error;
  return (
    <>
      <p role="status">{loading ? t('search.searching') : data && !failed ? count(data, q) : ''}</p>
      {failed ? (
        <p role="alert">
          {inLanguage(errorMessage(error, t('search.failed')), t('search.failed'))}{' '}
          <button type="button" className="ui-button" onClick={reload}>
            {t('search.retry')}
          </button>
        </p>
      ) : (
        data && !loading && <SearchResults answer={data} q={q} />
      )}
    </>
  );
}
