import { Link, useCatalog } from '@school/shared';
import { searchCatalog } from '../search-strings';
import type { SearchAnswer, SearchResult } from '@school/shared/contracts/search';
import { languageOf, searchWords } from '@school/shared/contracts/search-words';
import { MarkedWords } from './marked-words';
import './search-results.css';

/** What each kind of result is called beside it. */
const KIND_NAMES = { page: 'search.kind.page', staff: 'search.kind.staff', event: 'search.kind.event', notice: 'search.kind.notice' } as const satisfies Record<SearchResult['kind'], string>;

/** The count, said when it changes (role="status"): the visitor hears that the search is done. */
export function useResultCount(): (answer: SearchAnswer, q: string) => string {
  const { t } = useCatalog(searchCatalog);
  return (answer, q) => {
    const count = answer.results.length;
    if (count === 0) return t('search.none', { q });
    return t(answer.more ? 'search.countMore' : 'search.count', { count, q });
  };
}

/** The results, best first: each a link to where it is shown, its kind, and the words around what was found, marked. */
export function SearchResults({ answer, q }: { answer: SearchAnswer; q: string }) {
  const { t } = useCatalog(searchCatalog);
  const asked = searchWords(q);
  if (!answer.results.length) return null;
  return (
    <ol className="search-results">
      {answer.results.map((result, index) => (
        <li key={`${result.route}|${result.title}|${index}`} className="search-result">
          <p className="search-result-kind">{t(KIND_NAMES[result.kind])}</p>
          <Link to={result.route} className="search-result-title" lang={languageOf(result.title)}>
            <MarkedWords text={result.title} asked={asked} />
          </Link>
          {result.snippet && (
            <p className="search-result-snippet" lang={result.lang}>
              <MarkedWords text={result.snippet} asked={asked} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
