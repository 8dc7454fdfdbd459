import { Link, useCatalog } from '@school/shared';
import { hostCatalog } from '../i18n/host-strings';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useCatalog(hostCatalog);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/home" className="ui-button ui-button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
