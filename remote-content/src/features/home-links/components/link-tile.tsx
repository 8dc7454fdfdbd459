import { mediaUrl, useCatalog } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import type { PageContent } from '@school/shared/contracts/pages';
import { srcsetOf } from '@school/shared/contracts/picture-widths';
import { OutsideLink } from '@school/shared/ui/outside-link';
import { logoSizes } from '../../../ui/picture-sizes';
import { say } from '../../../ui/school-text';
import { TONES } from '../external-links';

export type UsefulLink = PageContent<'links'>['links'][number];

/** How high a tile draws its logo (links-section.css's .home-link-logo). */
const LOGO_HEIGHT_PX = 48;

/** Where a link leads, as its tile's mark when the school gave it no logo: "swayam.gov.in". */
const siteOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/**
 * One link as a tile: the school's logo for it, or the site's address, and its name. Opens in a
 * new tab; a site outside the Government's says so under its name (OutsideLink). The logo is
 * decorative: the name beside it is the link's.
 */
export function LinkTile({ link, index }: { link: UsefulLink; index: number }) {
  const { t } = useCatalog(contentCatalog);
  const label = say(link.label);
  return (
    <OutsideLink
      className={`home-link-tile home-link-tile-${TONES[index % TONES.length]}`}
      href={link.url}
      words={{ newTab: t('page.newTab'), external: t('page.external'), leaving: t('page.leaving') }}
    >
      {link.logo.path ? (
        <img
          className="home-link-logo"
          src={mediaUrl(link.logo.path)}
          srcSet={srcsetOf(link.logo, mediaUrl)}
          sizes={logoSizes(link.logo, LOGO_HEIGHT_PX)}
          alt=""
          width={link.logo.width}
          height={link.logo.height}
          loading="lazy"
        />
      ) : (
        <span className="home-link-mark" aria-hidden="true">
          {siteOf(link.url)}
        </span>
      )}
      <span className="home-link-text" lang={label.lang}>
        {label.text || siteOf(link.url)}
      </span>
    </OutsideLink>
  );
}
