import { draftPreview, getLanguage, loadConfig, session } from '@school/shared';

/** The meta tag naming the content remote version a prerendered page was rendered with (server/page-document.ts writes it). */
export const CONTENT_VERSION_META = 'content-version';

/**
 * Whether the page holds a prerendered page the host may hydrate (decision 014): only when the
 * first render here draws exactly what the server drew. So the page must be in the language
 * shown (`renderedIn`, its <html lang> before the host set its own), seen as a visitor sees it
 * (no school session, whose pages carry the admin's controls; no draft preview), and rendered by
 * the content remote's version this page loads (its manifest's buildVersion). Otherwise the page
 * is rendered afresh. Resolves once the configuration is in place, which the first render needs.
 */
export async function mayHydrate(root: HTMLElement, renderedIn: string): Promise<boolean> {
  const stamp = document.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_VERSION_META}"]`)?.content;
  if (!stamp || !root.hasChildNodes()) return false;
  if (renderedIn !== getLanguage() || session.get().schoolToken || draftPreview.get()) return false;
  const config = await loadConfig();
  if (!config) return false;
  try {
    const response = await fetch(config.remotes.content);
    const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    return manifest.metaData?.buildInfo?.buildVersion === stamp;
  } catch {
    return false; // the remote's area will say it is unavailable, as on any page
  }
}

/** A part of the page that did not hydrate as the server drew it (React renders it afresh): logged, so tests can count them. */
export function reportHydrationError(error: unknown): void {
  console.error('Hydration error: a prerendered part was rendered afresh', error);
}
