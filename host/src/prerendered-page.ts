import { draftPreview, getLanguage, loadConfig, PRERENDERED_DATA_ID, session } from '@school/shared';
import { SITE_DATA_ID } from '@school/shared/contracts/site-data';
import { isSwitchedOff, releasesReady, remoteTarget } from './remotes/releases';

/** The meta tag naming the content remote version a prerendered page was rendered with (server/page-document.ts writes it). */
export const CONTENT_VERSION_META = 'content-version';

/** The content remote's manifest as pageStart read it, until the federation runtime takes it. */
let readManifest: { url: string; answer: Response } | null = null;

/**
 * The manifest pageStart read, for the federation runtime's first load of `url` (its fetch
 * hook, remotes/federation.ts): the page asks for it once, not twice. Given once only: a later
 * load (after a release) reads it afresh.
 */
export function takeReadManifest(url: string): Response | undefined {
  if (readManifest?.url !== url) return undefined;
  const { answer } = readManifest;
  readManifest = null;
  return answer;
}

/**
 * Whether the page links the remote style sheet at `url` already: a prerendered page links its
 * copy on the page's origin, with the remote's address in data-href (server/page-document.ts).
 */
export function linksStyleOf(url: string): boolean {
  return [...document.querySelectorAll('link[rel="stylesheet"][data-href]')].some((link) => link.getAttribute('data-href') === url);
}

/** What the host does with the page: hydrate it, render it afresh, or keep it as it is (the content remote not answering, or switched off). */
export type PageStart = 'hydrate' | 'render' | 'keep' | 'off';

/**
 * How to start on the page (decision 014). A prerendered page is hydrated only when the first
 * render here draws exactly what the server drew, from its data: in the language shown (`renderedIn`, its
 * <html lang> before the host set its own), seen as a visitor sees it (no school session, whose
 * pages carry the admin's controls; no draft preview), and rendered by the content remote's
 * version this page loads (its manifest's buildVersion); otherwise it is rendered afresh. When
 * the content remote does not answer, the page is kept as published: it reads fully, where a
 * render would replace it with "could not be loaded"; so it is when the provider switched the
content remote off. Which build of the remote loads is its release channel's choice
(remotes/releases.ts). Resolves once the configuration is in
 * place, which the first render needs.
 */
export async function pageStart(root: HTMLElement, renderedIn: string): Promise<PageStart> {
  const stamp = document.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_VERSION_META}"]`)?.content;
  // Its data and its school's, which its loader put in the page (from the files the page
  // names), are what hydration draws from: without them, the page is drawn afresh.
  if (!stamp || !root.hasChildNodes() || !document.getElementById(PRERENDERED_DATA_ID) || !document.getElementById(SITE_DATA_ID)) return 'render';
  const config = await loadConfig();
  if (!config) return 'keep';
  await releasesReady(config);
  if (isSwitchedOff('content')) return 'off';
  const { entry, integrity } = remoteTarget(config, 'content');
  let version: string | undefined;
  try {
    const response = await fetch(entry, { signal: AbortSignal.timeout(config.REMOTE_TIMEOUT_MS ?? 10_000), ...(integrity && { integrity }) });
    if (!response.ok) throw new Error(`The content remote's manifest answered ${response.status}`);
    readManifest = { url: entry, answer: response.clone() };
    version = ((await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData?.buildInfo?.buildVersion;
  } catch (error) {
    console.error('The content remote does not answer: the page stays as published', error);
    return 'keep';
  }
  const asDrawn = renderedIn === getLanguage() && !session.get().schoolToken && !draftPreview.get();
  return asDrawn && version === stamp ? 'hydrate' : 'render';
}

/** A part of the page that did not hydrate as the server drew it (React renders it afresh): logged, so tests can count them. */
export function reportHydrationError(error: unknown): void {
  console.error('Hydration error: a prerendered part was rendered afresh', error);
}
