import { Link } from '@school/shared';
import './not-found.css';

/** The not-found page's words, in the language shown, from the using app's catalog. */
export interface NotFoundWords {
  title: string;
  text: string;
  /** Absent where there is no site to go back to (an address no school has). */
  home?: string;
}

/**
 * The site's not-found page (docs/product.md#site-shell): the host's for a path no route has, a remote's for
 * a record that is not there (a notice not published). One look; each app says the words.
 */
export function NotFound({ words, homePath = '/home' }: { words: NotFoundWords; homePath?: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{words.title}</h1>
      <p>{words.text}</p>
      {words.home && (
        <Link to={homePath} className="ui-button ui-button-primary">
          {words.home}
        </Link>
      )}
    </section>
  );
}
