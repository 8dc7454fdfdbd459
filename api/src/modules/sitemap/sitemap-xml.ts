import { hindiPath, type SiteMapPage } from '@school/shared/contracts/site-map';

/** Text made safe for XML, inside an element or a double-quoted attribute. */
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A page of the sitemap: its path, and when its content last changed (ISO 8601), if known. */
export interface SitemapEntry {
  page: SiteMapPage;
  lastmod: string | null;
}

/**
 * The sitemap of one school's site at `origin` (https://school.example): every page at its
 * English and its Hindi address (the same path with ?lang=hi), each naming both as alternates
 * (hreflang), as search engines ask for a site in two languages; with the time its content last
 * changed where the data says.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ page, lastmod }) => {
    const addresses = { en: `${origin}${page.path}`, hi: `${origin}${hindiPath(page.path)}` };
    const alternates = (['en', 'hi'] as const).map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(addresses[language])}"/>`).join('');
    const modified = lastmod ? `<lastmod>${xml(lastmod.replace(/\.\d+Z$/, 'Z'))}</lastmod>` : '';
    return [addresses.en, addresses.hi].map((loc) => `<url><loc>${xml(loc)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt of a school's site: everything may be read but the staff's screens, and where the
 * sitemap is. A demo school's (`demo`) disallows everything: its pages are made up.
 */
export function robotsTxt(origin: string, demo = false): string {
  if (demo) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Disallow: /Manage-', 'Disallow: /login', 'Disallow: /sgi-', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
