import { CONTACT_TEXT } from '../contact-content';
import './contact.css';

/** OpenStreetMap's embed of the campus, loaded only when it scrolls near, with a link out. */
export function ContactMap() {
  const { map } = CONTACT_TEXT;
  return (
    <figure className="contact-map">
      <iframe title={map.title} src={map.src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <figcaption>
        <a href={map.largerMapHref} target="_blank" rel="noopener noreferrer">
          {map.largerMapLabel}
          <span className="ui-visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
