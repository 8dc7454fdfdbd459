import { CONTACT_TEXT } from '../contact-text';
import './contact.css';

/** OpenStreetMap's embed of the campus (open-street-map.ts), loaded only when it scrolls near, with a link out. */
export function ContactMap({ src, largerMapHref }: { src: string; largerMapHref: string }) {
  const { map } = CONTACT_TEXT;
  return (
    <figure className="contact-map">
      <iframe title={map.title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <figcaption>
        <a href={largerMapHref} target="_blank" rel="noopener noreferrer">
          {map.largerMapLabel}
          <span className="ui-visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
