import type { PageHead } from './head';

/** The tags headHtml writes but the title: what a page's head says of that page. */
const PAGE_TAGS = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/**
 * Puts `head`'s tags in the document's head in place of the page's earlier ones, as headHtml
 * writes them in a prerendered file (the title is the host's use-page-title.ts's to keep). Made
 * as elements, never parsed from text: a school's words stay words.
 */
export function replacePageHead(head: PageHead): void {
  for (const old of document.head.querySelectorAll(PAGE_TAGS)) old.remove();
  const jsonLd = element('script', { type: 'application/ld+json' });
  jsonLd.textContent = JSON.stringify(head.jsonLd);
  document.head.append(
    element('meta', { name: 'description', content: head.description }),
    element('link', { rel: 'canonical', href: head.canonical }),
    ...head.alternates.map((link) => element('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href })),
    ...head.openGraph.map((tag) => element('meta', { property: tag.key, content: tag.content })),
    ...head.twitter.map((tag) => element('meta', { name: tag.key, content: tag.content })),
    jsonLd,
  );
}
