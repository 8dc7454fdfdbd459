import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadConfig, prepareCatalog, provideRemoteModules, session, setLanguage, siteMapCatalog, startingLanguage } from '@school/shared';
import { showCachedFaces } from '@school/shared/devanagari-faces';
import '@school/shared/theme.css';
import { App } from './app';
import { hostCatalog } from './i18n/host-strings';
import { applyDisplaySettings, readDisplaySettings } from './layout/display-settings';
import { loadRemoteModule } from './remotes/federation';
import { pageStart, reportHydrationError } from './prerendered-page';
import { renderAfresh } from './render-afresh';
import { RemoteOffline } from './remotes/remote-offline';
import { startServiceWorker } from './remotes/service-worker';

// The language a prerendered page was drawn in, before the host sets the visitor's.
const renderedIn = document.documentElement.lang;

// The visitor's text size and theme, and the Devanagari faces if this browser holds them (a
// prerendered page's loader has shown them already), before the first render: nothing moves afterwards.
applyDisplaySettings(readDisplaySettings());
showCachedFaces();
// The language the address names or the visitor chose last time, on <html lang> at once.
setLanguage(startingLanguage());
// Fetched now, in parallel with the first render: the header and menu need no configuration,
// the remotes wait for it.
void loadConfig();
// The stored user is read and its role left unused, as the spec's site does; what is not JSON
// is only logged (docs/product.md#sessions).
session.storedUser();
// Remotes reach each other's modules (the admin controls) only through the host.
provideRemoteModules(loadRemoteModule);
// The remotes' last known good: the worker's word that a remote is a kept copy is heard before
// the first remote loads; the worker itself is registered once the page has settled.
startServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// In Hindi the host's strings and the pages' names come first (an English page renders at once): no English flashes by.
// A prerendered page is hydrated when this render would draw the same, else rendered afresh
// (beside it, taking its place once ready: no flash of "Loading…"), or kept as published when
// the content remote does not answer or is switched off, with a note above it.
void Promise.all([pageStart(root, renderedIn), prepareCatalog(hostCatalog), prepareCatalog(siteMapCatalog)]).then(([start]) => {
  // In a transition, React hydrates in slices that give the main thread back every few
  // milliseconds (as React Router and TanStack Start do), not in one long task: a tap meanwhile
  // is answered (React hydrates what was tapped first), and the page's blocking time stays low.
  if (start === 'hydrate') startTransition(() => void hydrateRoot(root, <App />, { onRecoverableError: reportHydrationError }));
  else if (start === 'render') renderAfresh(root, <App />);
  else {
    const note = document.createElement('div');
    (document.getElementById('main') ?? root).prepend(note);
    createRoot(note).render(<RemoteOffline switchedOff={start === 'off'} />);
  }
});
