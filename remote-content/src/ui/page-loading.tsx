import { useCatalog } from '@school/shared';
import { contentCatalog } from '../i18n/content-strings';

/** "Loading…", said when it shows (role="status"): a page, or the words of one, on their way. */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useCatalog(contentCatalog);
  return (
    <p className={className} role="status">
      {t('page.loading')}
    </p>
  );
}
