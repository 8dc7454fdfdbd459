import { NEW_TAB_NOTE, type ExternalLink } from '../external-links';

/** One link as a tile: a generated mark, never a portal's real logo. Opens in a new tab. */
export function LinkTile({ link, onFocus }: { link: ExternalLink; onFocus?: () => void }) {
  return (
    <a
      className={`home-link-tile home-link-tile-${link.tone}`}
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      onFocus={onFocus}
    >
      <span className="home-link-mark" aria-hidden="true">
        {link.mark}
      </span>
      <span className="home-link-text">{link.text}</span>
      <span className="ui-visually-hidden">{NEW_TAB_NOTE}</span>
    </a>
  );
}
