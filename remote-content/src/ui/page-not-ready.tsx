import { useCatalog } from '@school/shared';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { contentCatalog } from '../i18n/content-strings';
import { PageLoading } from './page-loading';

interface PageNotReadyProps {
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * What a page of the school's own words (GET /Site/Page/<kind>) says in their place: that it is
 * loading, that it failed (with Retry), or that the school has not written it yet.
 */
export function PageNotReady({ loading, error, reload }: PageNotReadyProps) {
  const { t } = useCatalog(contentCatalog);
  if (loading) return <PageLoading />;
  if (error) return <LoadFailed message={t('page.failed')} retry={t('page.retry')} onRetry={reload} />;
  return <p>{t('page.beingSetUp')}</p>;
}
