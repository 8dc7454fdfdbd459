/**
 * @jest-environment node
 */
// The renderer writes this HTML in Node, where there is no DOM.
import { aNotice } from '../contracts/notice-test-data';
import { API_URL, ORIGIN, aSite } from './page-head-test-data';
import { headHtml, pageHead } from './page-head';

const HOSTILE_NAME = `KV "><script>alert('name')</script> & Co`;
const HOSTILE_TITLE = '</script><script>alert(1)</script>';

const hostileHead = () =>
  pageHead({
    pathname: '/notices/12',
    language: 'en',
    origin: ORIGIN,
    site: aSite({ address: { en: "Main Road'\n</script><!--", hi: '' } }, { schoolName: HOSTILE_NAME }),
    heading: HOSTILE_TITLE,
    apiUrl: API_URL,
    data: { kind: 'notice', notice: aNotice({ title: { en: HOSTILE_TITLE, hi: '' }, body: { en: `Fees "due" <b>now</b> & 'soon' </script>`, hi: '' } }) },
  });

/** Each tag headHtml writes, whole on its line, with no quote or angle bracket inside an attribute's value or the title. */
const WELL_FORMED = [/^<title>[^<>"']*<\/title>$/, /^<meta (name|property)="[^<>"']*" content="[^<>"']*">$/, /^<link rel="(canonical|alternate)"( hreflang="[^<>"']*")? href="[^<>"']*">$/, /^<script type="application\/ld\+json">[^<]*<\/script>$/];

test('a hostile school name and notice cannot end a tag, an attribute or the JSON-LD script', () => {
  const html = headHtml(hostileHead());
  for (const line of html.split('\n')) expect(WELL_FORMED.some((pattern) => pattern.test(line))).toBe(true);
  expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | KV &quot;&gt;&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; &amp; Co</title>');
  expect(html).toContain('<meta name="description" content="Fees &quot;due&quot; &lt;b&gt;now&lt;/b&gt; &amp; &#39;soon&#39; &lt;/script&gt;">');
  // Only the JSON-LD's own end tag closes a script.
  expect(html.match(/<\/script/g)).toHaveLength(1);
});

test('the JSON-LD reads back as the very data, the school’s words unchanged', () => {
  const head = hostileHead();
  const json = /<script type="application\/ld\+json">(.*)<\/script>$/.exec(headHtml(head))?.[1] ?? '';
  expect(json).toContain('\\u003c/script>');
  expect(JSON.parse(json)).toEqual(head.jsonLd);
  expect(JSON.stringify(JSON.parse(json))).toContain(HOSTILE_TITLE);
});

test('the head names the page’s title, description, addresses and previews', () => {
  const head = pageHead({ pathname: '/contact', language: 'hi', origin: ORIGIN, site: aSite(), heading: 'संपर्क करें', apiUrl: API_URL });
  const html = headHtml(head);
  expect(html).toContain('<title>संपर्क करें | Kendriya Vidyalaya No. 1</title>');
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/contact?lang=hi">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact">`);
  expect(html).toContain('<meta property="og:locale" content="hi_IN">');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test('a demo school’s head adds no second robots meta to the one GET /Site/Head’s fragment carries', () => {
  const head = pageHead({ pathname: '/', language: 'en', origin: ORIGIN, site: aSite({}, { demoContent: true }), heading: 'Home', apiUrl: API_URL });
  expect(head.robots).toBe('noindex');
  expect(headHtml(head)).not.toContain('robots');
});
