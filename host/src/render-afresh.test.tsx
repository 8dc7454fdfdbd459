import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { loadConfig } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { renderAfresh } from './render-afresh';

jest.mock('./remotes/federation', () => ({ loadRemoteApp: jest.fn() }));
jest.mock('@school/shared', () => ({ ...jest.requireActual<object>('@school/shared'), loadConfig: jest.fn() }));
const config = jest.mocked(loadConfig);

const PRERENDERED = '<main id="main"><h1 id="principal" tabindex="-1">Principal’s Message</h1></main>';

/** Makes the fresh page's lazy page arrive. */
let arrive = () => {};

/** The fresh page: "Loading…" until its page arrives, then its heading and the content remote's mark. */
function Fresh({ failed = false }: { failed?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    arrive = () => setShown(true);
  }, []);
  useEffect(() => {
    if (shown) document.documentElement.dataset.pageShown = '/principalMessage';
  }, [shown]);
  if (failed) return <section className="remote-area-error">This part of the site could not be loaded</section>;
  return (
    <main id="main">
      <h1 id="principal" tabIndex={-1}>
        {shown ? 'प्रधानाचार्य का संदेश' : 'Loading…'}
      </h1>
    </main>
  );
}

/** What the visitor sees: the headings outside anything hidden. */
const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

let root: HTMLElement;
beforeEach(() => {
  config.mockResolvedValue({ REMOTE_TIMEOUT_MS: 5000 } as RuntimeConfig);
  document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
  root = document.getElementById('root')!;
  delete document.documentElement.dataset.pageShown;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Renders `app` afresh and lets React commit. */
async function start(app: ReactNode) {
  await act(async () => renderAfresh(root, app));
}

test('the shell’s empty root is rendered into as it is', async () => {
  root.innerHTML = '';
  await start(<Fresh />);
  expect(document.getElementById('root')).toBe(root);
  expect(root.querySelector('h1')).toHaveTextContent('Loading…');
});

test('over a prerendered page, the fresh page is drawn hidden beside it and takes its place once the remote shows its page', async () => {
  Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
  await start(<Fresh />);
  // The fresh page is on its way: the prerendered one is all the visitor sees or reaches.
  expect(headings()).toEqual(['Principal’s Message']);
  const fresh = root.nextElementSibling as HTMLElement;
  expect(fresh.hidden).toBe(true);
  expect(fresh.inert).toBe(true);
  expect(document.getElementById('main')?.parentElement).toBe(root);
  document.getElementById('principal')?.focus();

  await act(async () => arrive());

  expect(root.isConnected).toBe(false);
  expect(document.getElementById('root')).toBe(fresh);
  expect(fresh.hidden).toBe(false);
  expect(fresh.inert).toBe(false);
  expect(headings()).toEqual(['प्रधानाचार्य का संदेश']);
  expect(window.scrollTo).toHaveBeenCalledWith(0, 150);
  // The element the visitor was on is the fresh page's own.
  expect(document.activeElement).toBe(fresh.querySelector('#principal'));
});

test('a part that could not be loaded is shown at once rather than the stale page', async () => {
  await start(<Fresh failed />);
  expect(document.getElementById('root')).not.toBe(root);
  expect(screen.getByText('This part of the site could not be loaded')).toBeVisible();
});

test('a page that is never marked shown takes the prerendered one’s place after the remote’s timeout', async () => {
  jest.useFakeTimers();
  await start(<Fresh />);
  await act(async () => jest.advanceTimersByTime(4999));
  expect(headings()).toEqual(['Principal’s Message']);
  await act(async () => jest.advanceTimersByTime(1));
  expect(headings()).toEqual(['Loading…']);
});

test('a render that throws gives up the prerendered page too', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('broken page');
  }
  // Outside act, which would throw the error at the test instead of letting the root report it.
  renderAfresh(root, <Broken />);
  await waitFor(() => expect(root.isConnected).toBe(false));
  expect(error).toHaveBeenCalledWith('The page failed to render', expect.any(Error));
});
