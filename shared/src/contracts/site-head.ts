import type { Site } from './site';
import { ALERTS_FILE, REMOTE_RELEASES_ID, SITE_DATA_ID, SITE_FILES_META } from './site-data';
import { mediaUrl } from './media-address';
import { homeBannerSizes, srcsetOf } from './picture-widths';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a demo school's pages tell search engines, in their head and as X-Robots-Tag: do not index them. */
export const NOINDEX = 'noindex';

export interface HeadOptions {
  /** The home page's: it preloads its first banner picture. */
  home: boolean;
  /** Written by the renderer, which writes the school's alerts.json beside it (SITE_FILES_META). */
  withFiles?: boolean;
}

/**
 * The fragment the web server puts in the head of a school's page (written by the renderer into
 * the school's folder, which the web server reads; GET /Site/Head where no renderer runs): a demo school's robots meta
 * (noindex: its made-up pages are kept out of search engines), its site data as a JSON data
 * block (`<` escaped, so no text in it can end the element; never run, so the page's CSP needs
 * no 'unsafe-inline'), which release of each remote the page loads (`releasesJson`, GET
 * /Site/Remotes's answer, when it could be read) as another, and, for the home page (`home`), a
 * preload of the first banner picture at the very addresses the page's banner will choose from
 * (mediaUrl, srcsetOf) with its sizes, so it is one download. `siteJson` is `site` as GET /Site
 * answers it; null for a prerendered page, whose loader reads it from a file after the first
 * paint (render-school.ts). The renderer's says which files it writes beside it (`withFiles`).
 */
export function siteHead(site: Site, siteJson: string | null, releasesJson: string | null, { home, withFiles = false }: HeadOptions): string {
  const robots = `${site.demoContent ? `<meta name="robots" content="${NOINDEX}">` : ''}${withFiles ? `<meta name="${SITE_FILES_META}" content="${ALERTS_FILE}">` : ''}`;
  const block = (id: string, json: string | null) => (json === null ? '' : `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`);
  const data = `${robots}${block(SITE_DATA_ID, siteJson)}${block(REMOTE_RELEASES_ID, releasesJson)}`;
  if (!home) return data;
  const first = site.profile.banner.find((slide) => slide.path);
  if (!first) return data;
  // The srcset and sizes the banner's img has, so the browser preloads the file it will show.
  const srcset = attribute(srcsetOf(first, mediaUrl));
  const sizes = attribute(homeBannerSizes(first));
  return `<link rel="preload" as="image" href="${attribute(mediaUrl(first.path))}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">${data}`;
}
