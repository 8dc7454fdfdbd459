import { useCatalog } from '@school/shared';
import { HealthScreen } from '../features/health/components/health-screen';
import { schoolAdminCatalog } from '../i18n/school-admin-strings';

/** /Manage-Health: what the platform finds wrong with the school's published site (issue 50). */
export function HealthPage() {
  const { t } = useCatalog(schoolAdminCatalog);
  return (
    <div className="health-page">
      <h1>{t('health.title')}</h1>
      <p className="health-intro">{t('health.intro')}</p>
      <HealthScreen />
    </div>
  );
}
