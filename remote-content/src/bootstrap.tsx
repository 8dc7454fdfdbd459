import { createRoot } from 'react-dom/client';
import { BrowserRouter, loadConfig, ToastHost } from '@school/shared';
import '@school/shared/theme.css';
import App from './app';

// This remote on its own, for its team's daily work: the same app the host composes,
// without the host's header and menu.
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
