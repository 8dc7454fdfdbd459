import type { Site } from '@school/shared/contracts/site';
import { SITE_DATA_ID } from '@school/shared/contracts/site-data';
import { homeBannerSizes, srcsetOf } from '@school/shared/contracts/picture-widths';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The fragment the web server puts in the head of a school's page: its site data as a JSON
 * data block (`<` escaped, so no text in it can end the element; never run, so the page's CSP
 * needs no 'unsafe-inline'), and, for the home page (`media` set), a preload of the first banner
 * picture at the very addresses the page's banner will choose from (mediaUrl, srcsetOf) with
 * its sizes, so it is one download.
 */
export function siteHead(siteJson: string, media: string | null): string {
  const data = `<script id="${SITE_DATA_ID}" type="application/json">${siteJson.replace(/</g, '\\u003c')}</script>`;
  if (media === null) return data;
  const site = JSON.parse(siteJson) as Site;
  const first = site.profile.banner.find((slide) => slide.path);
  if (!first) return data;
  const url = (path: string) => `${media}/${path.replace(/^\/+/, '')}`;
  // The srcset and sizes the banner's img has, so the browser preloads the file it will show.
  const srcset = attribute(srcsetOf(first, url));
  const sizes = attribute(homeBannerSizes(first));
  return `<link rel="preload" as="image" href="${attribute(url(first.path))}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">${data}`;
}
