import { createRoot } from 'react-dom/client';
import { loadConfig, provideRemoteModules, session } from '@school/shared';
import '@school/shared/theme.css';
import { App } from './app';
import { applyDisplaySettings, readDisplaySettings } from './layout/display-settings';
import { loadRemoteModule } from './remotes/federation';

// The visitor's text size and theme, before the first render, so nothing moves afterwards.
applyDisplaySettings(readDisplaySettings());
// Fetched now, in parallel with the first render: the header and menu need no configuration,
// the remotes wait for it.
void loadConfig();
// The stored user is read and its role left unused, as the spec's site does; what is not JSON
// is only logged (spec section 9).
session.storedUser();
// Remotes reach each other's modules (the admin controls) only through the host.
provideRemoteModules(loadRemoteModule);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);
