import { useEffect } from 'react';
import { useLocation } from '@school/shared';

/**
 * Marks the document (`<html data-page-shown="/rti">`) once a page itself, not its "Loading…",
 * has been committed: for a prerendered page, once it is hydrated (decision 014). Browser tests
 * and benchmarks wait on it instead of on the network. Renders nothing, on the server too.
 */
export function PageShown() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageShown = pathname;
  }, [pathname]);
  return null;
}
