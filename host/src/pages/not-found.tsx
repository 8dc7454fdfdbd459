import { useCatalog } from '@school/shared';
import { NotFound } from '@school/shared/ui/not-found';
import { hostCatalog } from '../i18n/host-strings';

export function NotFoundPage() {
  const { t } = useCatalog(hostCatalog);
  // The spec's button goes to /home, as it says.
  return <NotFound words={{ title: t('notFound.title'), text: t('notFound.text'), home: t('notFound.home') }} homePath="/home" />;
}
