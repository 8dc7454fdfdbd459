// The host keeps the head of the page shown after a navigation in the browser as the renderer wrote that of the first.
import { aNotice } from '../contracts/notice-test-data';
import { API_URL, ORIGIN, aSite } from './page-head-test-data';
import { headHtml, pageHead, replacePageHead } from './page-head';

const OTHER_TAGS = '<meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><link rel="stylesheet" href="/main.css"><link rel="preload" as="image" href="/banner.jpg">';

/** A head's tags as text, but the title, the tags of the page's own document, and the JSON-LD (compared as JSON: its "<" is written \u003c in a file only). */
const pageTags = (head: HTMLElement) =>
  [...head.children].filter((tag) => !['TITLE', 'SCRIPT'].includes(tag.tagName) && !OTHER_TAGS.includes(tag.outerHTML.replace(/>$/, ''))).map((tag) => tag.outerHTML);

test('the head of the next page replaces the first page’s tags, as headHtml would write them, and nothing else', () => {
  const site = aSite({}, { schoolName: 'KV <One> & "Two"' });
  const notice = pageHead({ pathname: '/notices/12', language: 'en', origin: ORIGIN, site, heading: 'Fees', apiUrl: API_URL, data: { kind: 'notice', notice: aNotice() } });
  document.head.innerHTML = `${OTHER_TAGS}${headHtml(notice)}`;
  const others = [...document.head.children].slice(0, 5).map((tag) => tag.outerHTML);

  const rti = pageHead({ pathname: '/rti', language: 'hi', origin: ORIGIN, site, heading: 'सूचना का अधिकार </script>', apiUrl: API_URL });
  replacePageHead(rti);

  expect([...document.head.children].slice(0, 5).map((tag) => tag.outerHTML)).toEqual(others);
  const written = document.createElement('head');
  written.innerHTML = headHtml(rti);
  expect(pageTags(document.head)).toEqual(pageTags(written));
  expect(pageTags(document.head).length).toBeGreaterThan(10);
  expect(document.head.querySelectorAll('meta[property="article:published_time"]')).toHaveLength(0);
  const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
  expect(jsonLd).toHaveLength(1);
  expect(JSON.parse(jsonLd[0]?.textContent ?? 'null')).toEqual(rti.jsonLd);
});
