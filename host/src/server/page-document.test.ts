/** @jest-environment node */
import type { PageHead } from '@school/shared/page-head';
import { pageDataOf, pageDocument } from './page-document';

// The host's built index.html, as html-webpack-plugin minifies it.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><!--#config errmsg="" --><script id=runtime-config type=application/json><!--#include virtual="/config.json" --></script><!--#include virtual="/_site-head" --><meta name=description content="The school’s website"><title>School website</title><script defer src=/main.js></script></head><body><div id=root></div><noscript>This site needs JavaScript to show its pages.</noscript></body></html>';

const head: PageHead = {
  title: 'RTI | A "school" <b>',
  description: 'About RTI',
  canonical: 'https://school.example.in/rti?lang=hi',
  alternates: [],
  openGraph: [],
  twitter: [],
  jsonLd: { '@context': 'https://schema.org' },
  robots: null,
};

const SITE_HEAD = '<meta name="site-files" content="alerts.json"><link rel="preload" as="image" href="/uploads/a $& b.webp">';

// The host's built after-paint.js (minified), with a "$&" that must go in as it is.
const AFTER_PAINT = '!function(){var s=document.currentScript;s.dataset.seen="$&"}();';

const page = { markup: '<main id="main"><h1>RTI $& </h1></main>', answers: { 'page:rti': { text: '</script><script>alert(1)</script>' } }, lazyModules: ['./pages/rti-page'] };

test('the page: its language, its own head instead of the shell’s, its markup, where its data is, and no "needs JavaScript" line', () => {
  const html = pageDocument({
    template: TEMPLATE,
    afterPaint: AFTER_PAINT,
    page,
    head,
    language: 'hi',
    contentVersion: 'abc123',
    styles: [{ href: '/content-styles/abc123/chunks/a.css', remote: 'https://content.example.in/chunks/a.css' }],
    siteHead: SITE_HEAD,
    pageData: '/_page-data/abcdefghijklmnopqrstuv.json',
    siteData: '/_page-data/0123456789_-ABCDEFGHIJ.json',
  });
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<title>RTI | A &quot;school&quot; &lt;b&gt;</title>');
  expect(html).not.toContain('School website');
  expect(html).not.toContain('The school’s website');
  expect(html).toContain('<meta name="content-version" content="abc123" />');
  // No connection to the API opens with the page: a page view asks it nothing (its files are the page's own).
  expect(html).not.toContain('preconnect');
  expect(html).toContain('<link rel="stylesheet" href="/content-styles/abc123/chunks/a.css" data-href="https://content.example.in/chunks/a.css" />');
  expect(html).toContain('<div id="root"><main id="main"><h1>RTI $& </h1></main></div>');
  expect(html).not.toContain('noscript');
  // The app's script starts after the first paint, by the loader: in the page, after the markup,
  // so the page asks for no script before it paints. The page's data and its school's are not in
  // it: the loader reads them from the files it names.
  expect(html).toMatch(new RegExp(`</div>\\s*<script data-src="/main.js" data-page-data="/_page-data/abcdefghijklmnopqrstuv.json" data-site-data="/_page-data/0123456789_-ABCDEFGHIJ.json">${AFTER_PAINT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>\\s*</body>`));
  expect(html).not.toContain('prerendered-data');
  expect(html).not.toContain('id="site-data"');
  expect(html).not.toMatch(/<script[^>]* src=/);
  // A whole file: the school's head in it, no directive for the web server, and no config.json
  // (the loader reads it, and the remotes' releases, after the first paint).
  expect(html).toContain(`<meta charset=utf-8>${SITE_HEAD}`);
  expect(html).not.toContain('<!--#');
  expect(html).not.toContain('runtime-config');
});

test('the page’s data is its loads’ answers, as JSON; no school’s text ends a script element of the page', () => {
  expect(JSON.parse(pageDataOf(page))).toEqual(page.answers);
  const html = pageDocument({ template: TEMPLATE, afterPaint: AFTER_PAINT, page, head, language: 'en', contentVersion: 'v', styles: [], siteHead: SITE_HEAD, pageData: '/_page-data/x.json', siteData: '/_page-data/y.json' });
  expect(html.match(/<\/script>/g)?.length).toBe(2); // the JSON-LD, the app's loader: none from the school's text
});

test('a template without its parts is refused, not half filled', () => {
  expect(() => pageDocument({ template: TEMPLATE.replace('<div id=root></div>', ''), afterPaint: AFTER_PAINT, page, head, language: 'en', contentVersion: 'v', styles: [], siteHead: SITE_HEAD, pageData: '/_page-data/x.json', siteData: '/_page-data/y.json' })).toThrow('exactly one');
});
