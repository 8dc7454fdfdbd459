import { say, useCatalog, useLanguage } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import { useDismissed, useSiteAlerts } from './alert-banner-feed';
import './alert-banner.css';

/**
 * The school's urgent alerts (and the provider's to every school), under the header of every
 * page, the admin screens' too: a strip a visitor cannot miss. Each alert is its own
 * role="alert", announced once when it appears; polls that bring the same alert change nothing
 * in the page, so it is not announced again. Dismiss hides it for this visit.
 */
export function AlertBanner() {
  const { t } = useCatalog(hostCatalog);
  const language = useLanguage();
  const alerts = useSiteAlerts();
  const { isDismissed, dismiss } = useDismissed();
  const shown = alerts.filter((alert) => !isDismissed(alert));
  if (shown.length === 0) return null;
  return (
    <section className="alert-banner" aria-label={t('alerts.label')}>
      <ul className="alert-banner-list">
        {shown.map((alert) => {
          const { text, lang } = say(alert.message, language);
          return (
            <li key={`${alert.id}@${alert.updatedAt}`} className="alert-banner-item">
              <p role="alert" className="alert-banner-text" lang={lang}>
                {text}
              </p>
              <button type="button" className="alert-banner-dismiss" aria-label={t('alerts.dismissNamed', { message: text })} onClick={() => dismiss(alert)}>
                {t('alerts.dismiss')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
