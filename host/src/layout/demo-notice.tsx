import { useCatalog, useSite } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './demo-notice.css';

/** A demo school's every page says so (first in reading order): the school's own flag, GET /Site's demoContent. */
export function DemoNotice() {
  const site = useSite();
  const { t } = useCatalog(hostCatalog);
  if (site.status !== 'found' || !site.site.demoContent) return null;
  return (
    <aside className="demo-notice" aria-label={t('demo.label')}>
      <strong>{t('demo.title')}</strong> {t('demo.text')}
    </aside>
  );
}
