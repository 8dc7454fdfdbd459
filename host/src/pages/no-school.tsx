import { useEffect } from 'react';
import { useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { NotFound } from '@school/shared/ui/not-found';

/**
 * What an address no school has shows (the API's GET /Site said 404): a plain page, never
 * another school's site.
 */
export function NoSchoolPage() {
  const { t } = useCatalog(hostCatalog);
  const title = t('noSchool.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main">
      <NotFound words={{ title, text: t('noSchool.text') }} />
    </main>
  );
}
