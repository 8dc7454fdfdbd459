import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, getLanguage, loadConfig, ToastHost } from '@school/shared';
import { cacheDevanagariFaces, showCachedFaces } from '@school/shared/devanagari-faces';
import '@school/shared/theme.css';

/**
 * A remote on its own page (`npm run dev` in its folder), for its team's daily work: the same
 * app the host composes, without the host's header and menu. Called from the remote's
 * bootstrap, behind its entry's asynchronous boundary. React and @school/shared are imported by
 * package name, so Module Federation gives this code the page's one copy of each, as it gives
 * the remote's own code; tooling has no state of its own to duplicate.
 */
export function mountStandalone(App: ComponentType) {
  showCachedFaces();
  if (getLanguage() === 'hi') void cacheDevanagariFaces();
  void loadConfig().then(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    createRoot(root).render(
      <BrowserRouter>
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1rem' }}>
          <App />
        </main>
        <ToastHost />
      </BrowserRouter>,
    );
  });
}
