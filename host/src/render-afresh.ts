import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@school/shared';
import { REMOTE_FAILED_CLASS } from './remotes/remote-area';

/** The longest the prerendered page stays when the configuration names no remote timeout. */
const DEFAULT_WAIT_MS = 10_000;

/**
 * Renders the app afresh into `root`. Over a prerendered page that is not hydrated (another
 * language, a school session, another content release: prerendered-page.ts), React would clear
 * the server's markup on its first commit and show "Loading…" until the content remote's page
 * arrived: the page would disappear and come back. So the app is drawn into a hidden, inert
 * container after the page (hidden from sight, from the accessibility tree and from focus; after
 * it, so the page's own ids, the skip link's target among them, are the ones the document finds
 * first) and takes the page's place in one task, so no frame shows neither, once it is ready:
 * when the content remote marks a page shown (`<html data-page-shown>`, ui/page-shown.tsx), when
 * its area says it could not be loaded, when the render throws, or after the remote's timeout at
 * the latest, so a visitor is never left long on a page whose controls do not answer. The
 * scroll position and focus stay where the visitor had them. The shell (an empty root) is
 * rendered into as it is.
 */
export function renderAfresh(root: HTMLElement, app: ReactNode): void {
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  const fresh = document.createElement('div');
  fresh.hidden = true;
  fresh.inert = true;
  root.after(fresh);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new MutationObserver(() => {
    if (document.documentElement.dataset.pageShown !== undefined || fresh.querySelector(`.${REMOTE_FAILED_CLASS}`)) show();
  });
  ready.observe(document.documentElement, { attributes: true, attributeFilter: ['data-page-shown'] });
  ready.observe(fresh, { childList: true, subtree: true });
  void loadConfig().then((config) => {
    if (fresh.hidden) timer = setTimeout(show, config?.REMOTE_TIMEOUT_MS ?? DEFAULT_WAIT_MS);
  });

  function show() {
    if (!fresh.hidden) return;
    ready.disconnect();
    clearTimeout(timer);
    const { scrollX, scrollY } = window;
    const focused = document.activeElement !== document.body && root.contains(document.activeElement) ? document.activeElement?.id : undefined;
    root.remove();
    fresh.id = root.id;
    fresh.hidden = false;
    fresh.inert = false;
    window.scrollTo(scrollX, scrollY);
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  createRoot(fresh, {
    onUncaughtError: (error) => {
      console.error('The page failed to render', error);
      show();
    },
  }).render(app);
}
