import type { Language } from '@school/shared';
import { headHtml, type PageHead } from '@school/shared/page-head';
import { CONTENT_VERSION_META } from '../prerendered-page';
import type { RenderedPage } from './render-page';

/**
 * A content style sheet as the page links it: its copy on the page's own origin (`href`), and its
 * address on the content remote (`remote`), which the remote's chunk loading looks for in
 * data-href, so that it does not load the same sheet again when the page comes to life.
 */
export interface StyleLink {
  href: string;
  remote: string;
}

/** What the prerendered file adds to the host's built index.html. */
export interface PageDocument {
  /** The host's built dist/index.html, with its web server directives (SSI), which the page's file does without. */
  template: string;
  /**
   * The host's built after-paint.js (host/public/after-paint.js, minified), the page's loader of
   * the app's script: in the page, not a file of its own, so nothing is asked for before the
   * first paint but the page, its style sheets and pictures. The production
   * Content-Security-Policy allows it by its hash, which the build writes beside it
   * (inline-scripts.csp, tooling/inline-script-hash-plugin.mjs).
   */
  afterPaint: string;
  page: RenderedPage;
  head: PageHead;
  language: Language;
  /** The content remote's version the page was rendered with: the host hydrates only on the same. */
  contentVersion: string;
  /** The content remote's style sheets, so the page looks right before any script runs. */
  styles: readonly StyleLink[];
  /**
   * What the page's head holds of its school (site-head.ts without the remotes' releases: its
   * site data, a demo school's robots meta, the home page's banner preload), in place of the
   * web server's include: the page is a whole file.
   */
  siteHead: string;
  /**
   * Where the page's data is (prerender-dir.ts's pageDataAddress of pageDataOf(page)): its loads'
   * answers for the app's first render, a file of its own that the loader reads after the first
   * paint, so the page's first paint waits for none of its bytes.
   */
  pageData: string;
  /**
   * Where its school's site data is (`GET /Site`'s answer, named as the page's data is), which
   * the loader reads the same way: the app needs it, the first paint does not.
   */
  siteData: string;
}


const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The patterns take the built page's minified attributes (lang=en) as well as quoted ones.

/** Replaces exactly one occurrence, or fails: a template that changed shape must not give a half-made page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`The host's index.html does not have exactly one ${pattern.source}`);
  // A function, so that no "$&" in a school's text is read as a replacement pattern.
  return html.replace(pattern, typeof replacement === 'function' ? replacement : () => replacement);
}

/** The shell's script tag: the app's code, which a prerendered page starts after its first paint. */
const APP_SCRIPT = /\s*<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/;

/**
 * The whole page of a prerendered route, as a file the web server sends as it is (decision 016):
 * the host's index.html in the page's language, its school's head (`siteHead`) where the web
 * server would put it, its own head (title, description, addresses, previews, JSON-LD) instead
 * of the shell's title and description, the content remote's styles, the rendered markup in
 * #root, and the loader that starts the app after the first paint. What the app needs and the
 * first paint does not is not in it: the page's data (its loads' answers) and its school's site
 * data, each a file of its own, and what changes without the page (config.json, the remotes' releases); the loader reads them,
 * from the page's own address, before the app starts. The shell's "needs JavaScript" line goes:
 * this page does not.
 */
export function pageDocument({ template, afterPaint, page, head, language, contentVersion, styles, siteHead, pageData, siteData }: PageDocument): string {
  const headTags = [
    headHtml(head),
    `<meta name="${CONTENT_VERSION_META}" content="${attribute(contentVersion)}" />`,
    ...styles.map(({ href, remote }) => `<link rel="stylesheet" href="${attribute(href)}" data-href="${attribute(remote)}" />`),
  ].join('\n    ');
  let html = replaceOnce(template, /<html lang="?[a-z]+"?>/, `<html lang="${language}">`);
  // The web server's directives (SSI) go: the page is served as it is written.
  html = replaceOnce(html, /<!--#config errmsg="" -->/, '');
  html = replaceOnce(html, /<script id="?runtime-config"? type="?application\/json"?><!--#include virtual="\/config\.json" --><\/script>/, '');
  html = replaceOnce(html, /\s*<meta name="?description"?[^>]*>/, '');
  html = replaceOnce(html, /\s*<title>[^<]*<\/title>/, '');
  html = replaceOnce(html, /\s*<noscript>[^<]*<\/noscript>/, '');
  // The app's script starts after the first paint, by the loader at the end of the body.
  const app = APP_SCRIPT.exec(html)?.[1] ?? '';
  html = replaceOnce(html, APP_SCRIPT, '');
  html = replaceOnce(html, /<\/head>/, `  ${headTags}\n  </head>`);
  // Last, the school's text: none of it is searched for the template's parts.
  html = replaceOnce(html, /<!--#include virtual="\/_site-head" -->/, siteHead);
  const loader = `<script data-src="${attribute(app)}" data-page-data="${attribute(pageData)}" data-site-data="${attribute(siteData)}">${afterPaint}</script>`;
  return replaceOnce(html, /<div id="?root"?><\/div>/, `<div id="root">${page.markup}</div>\n    ${loader}`);
}

/** The page's data, as the file at its `pageData` address holds it: its loads' answers, for the app's first render. */
export const pageDataOf = (page: RenderedPage): string => JSON.stringify(page.answers);
