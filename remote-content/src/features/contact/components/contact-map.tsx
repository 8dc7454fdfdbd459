import { useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import { contactCatalog } from '../contact-strings';
import './contact.css';

/** OpenStreetMap's embed of the campus (open-street-map.ts), loaded only when it scrolls near, with a link out. */
export function ContactMap({ src, largerMapHref }: { src: string; largerMapHref: string }) {
  const { t } = useCatalog(contactCatalog);
  const content = useCatalog(contentCatalog);
  return (
    <figure className="ui-card contact-map">
      <iframe title={t('contact.mapTitle')} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <figcaption>
        <a href={largerMapHref} target="_blank" rel="noopener noreferrer">
          {t('contact.largerMap')}
          <span className="ui-visually-hidden"> {content.t('page.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
