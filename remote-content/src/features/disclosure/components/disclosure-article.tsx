import type { ReactNode } from 'react';
import { useCatalog } from '@school/shared';
import type { Disclosure } from '@school/shared/contracts/disclosure';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { PageArticle } from '../../../ui/page-article';
import { PageLoading } from '../../../ui/page-loading';
import { disclosureCatalog } from '../disclosure-strings';
import { useDisclosure } from '../use-disclosure';
import './disclosure.css';

interface DisclosureArticleProps {
  title: string;
  className: string;
  children: (disclosure: Disclosure) => ReactNode;
}

/**
 * A page drawn from the school's disclosure: its heading at once, then the content and when the
 * school last changed it; "Loading…" meanwhile, or a Retry when it could not be loaded. What the
 * school has not given yet is said so in its place (a disclosure shows what is missing too).
 */
export function DisclosureArticle({ title, className, children }: DisclosureArticleProps) {
  const { t } = useCatalog(disclosureCatalog);
  const { data, loading, error, reload } = useDisclosure();
  return (
    <PageArticle className={`disclosure-page ${className}`} title={title} updatedAt={data?.updatedAt} still>
      {data ? children(data) : loading ? <PageLoading /> : error ? <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={reload} /> : null}
    </PageArticle>
  );
}
