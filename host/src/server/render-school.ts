import { type Language } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import type { Site } from '@school/shared/contracts/site';
import type { PublicNotice } from '@school/shared/contracts/notices';
import type { EventRecord } from '@school/shared/contracts/records';
import type { PageData } from '@school/shared/page-head';
import { pageHead } from '@school/shared/page-head';
import { siteHead } from '@school/shared/contracts/site-head';
import { HOST_STRINGS } from '../i18n/host-strings';
import hostHindi from '../i18n/hi.json';
import { pageDataOf, pageDocument, type StyleLink } from './page-document';
import { pageDataAddress } from './prerender-dir';
import { renderPage, type RenderedPage } from './render-page';

/** What every page of a school is made with. */
export interface SchoolSetup {
  site: Site;
  /** The school's /config.json, as its pages get it (their API and remotes). */
  config: RuntimeConfig;
  /** Where the school's pages are (https://school.example.in): canonical and shared addresses start here. */
  origin: string;
  /** The host's built index.html. */
  template: string;
  /** The host's built after-paint.js, the pages' loader (page-document.ts). */
  afterPaint: string;
  contentVersion: string;
  /** The content style sheets a page links, for the lazy modules it drew. */
  stylesFor: (lazyModules: readonly string[]) => readonly StyleLink[];
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** The text of the page's main heading, as use-page-title.ts reads it in the browser (the home page's is "Home"). */
function headingOf(markup: string, path: string, language: Language): string {
  if (path === '/') return language === 'hi' ? hostHindi['title.home'] : HOST_STRINGS['title.home'];
  const main = markup.slice(markup.indexOf('<main'));
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '';
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the page's head says beyond the school: a notice's own title, picture and dates; the gallery's events. */
function dataOf(page: RenderedPage, path: string): PageData | undefined {
  const notice = /^\/notices\/(\d+)$/.exec(path)?.[1];
  if (notice) {
    const answer = page.answers[`notice:${notice}`] as PublicNotice | undefined;
    return answer ? { kind: 'notice', notice: answer } : undefined;
  }
  if (path === '/photos') {
    const events = page.answers.events as { record: EventRecord }[] | undefined;
    return events ? { kind: 'events', events: events.map((event) => event.record) } : undefined;
  }
  return undefined;
}

/**
 * One page of the school in one language, as the whole HTML file the web server sends, and the
 * data files it names (its own data, its school's site data), which are written before it.
 */
export async function renderSchoolPage(setup: SchoolSetup, path: string, language: Language): Promise<{ html: string; dataFiles: string[] }> {
  const { site, config, origin, template, afterPaint, contentVersion, stylesFor } = setup;
  const page = await renderPage({ path, language, site, config });
  const head = pageHead({ pathname: path, language, origin, site, heading: headingOf(page.markup, path, language), apiUrl: config.API_URL, data: dataOf(page, path) });
  const data = pageDataOf(page);
  const siteJson = JSON.stringify(site);
  const html = pageDocument({
    template,
    afterPaint,
    page,
    head,
    language,
    contentVersion,
    styles: stylesFor(page.lazyModules),
    // Its school's robots and files, and its banner's preload; its data (as GET /Site answers
    // it) and the releases are read after the first paint.
    siteHead: siteHead(site, null, null, { home: path === '/', withFiles: true }),
    pageData: pageDataAddress(data),
    siteData: pageDataAddress(siteJson),
  });
  return { html, dataFiles: [data, siteJson] };
}
