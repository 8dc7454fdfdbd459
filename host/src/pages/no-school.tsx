import { useEffect } from 'react';
import { useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './not-found.css';

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
    <main id="main" className="not-found" aria-labelledby="no-school-title">
      <h1 id="no-school-title">{title}</h1>
      <p>{t('noSchool.text')}</p>
    </main>
  );
}
