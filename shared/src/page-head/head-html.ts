import type { PageHead } from './head';

/** Text made safe inside an element or a quoted attribute, whichever quote it is in. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * JSON inside a script element: a "<" written as \u003c (the same character to a JSON reader),
 * so no school's text can close the element ("</script>") or open a comment in it.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's head as HTML, for the renderer to write in the prerendered file in place of the
 * shell's title and description. The robots meta of a demo school is not here: GET /Site/Head's
 * fragment, which the file keeps, carries it (see PageHead.robots).
 */
export function headHtml(head: PageHead): string {
  return [
    `<title>${escaped(head.title)}</title>`,
    `<meta name="description" content="${escaped(head.description)}">`,
    `<link rel="canonical" href="${escaped(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${escaped(link.hreflang)}" href="${escaped(link.href)}">`),
    ...head.openGraph.map((tag) => `<meta property="${escaped(tag.key)}" content="${escaped(tag.content)}">`),
    ...head.twitter.map((tag) => `<meta name="${escaped(tag.key)}" content="${escaped(tag.content)}">`),
    `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ].join('\n');
}
