import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { loadRemoteApp } from './federation';
import { RemoteArea } from './remote-area';
import { startServiceWorker, workerUrl } from './service-worker';

jest.mock('./federation', () => ({ loadRemoteApp: jest.fn() }));

/** The page's side of public/sw.js: a container the test posts the worker's messages through. */
class FakeContainer extends EventTarget {
  controller = null;
  startMessages = jest.fn();
  register = jest.fn();
  fromWorker(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}
const container = new FakeContainer();
Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });

test('the worker’s word that a remote is a kept copy puts a note above that remote’s area only', async () => {
  startServiceWorker();
  expect(container.startMessages).toHaveBeenCalled();
  jest.mocked(loadRemoteApp).mockResolvedValue(() => <h1>RTI</h1>);
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteArea remote="content" />
      </MemoryRouter>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'RTI' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => {
    container.fromWorker({ type: 'remote-offline-copy', remote: 'schoolAdmin' });
    container.fromWorker({ type: 'remote-offline-copy', remote: 'elsewhere' });
    container.fromWorker('remote-offline-copy');
    container.fromWorker(null);
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => container.fromWorker({ type: 'remote-offline-copy', remote: 'content' }));
  expect(screen.getByRole('status')).toHaveTextContent('You are seeing a saved copy of this part of the site: it could not be reached just now.');
  expect(screen.getByRole('heading', { name: 'RTI' })).toBeInTheDocument();
  // Registered by production builds only.
  expect(container.register).not.toHaveBeenCalled();
});

test('the worker’s address names the remotes’ origins and the API’s, which it must leave alone', () => {
  const config: RuntimeConfig = {
    API_URL: 'https://api.example/api',
    SchoolCode: '83181',
    remotes: {
      content: 'https://content.example/releases/v2/mf-manifest.json',
      schoolAdmin: 'https://school-admin.example/mf-manifest.json',
      providerAdmin: 'https://provider-admin.example:8443/mf-manifest.json',
    },
  };
  const query = new URL(workerUrl(config), 'https://school.example').searchParams;
  expect(Object.fromEntries(query)).toEqual({
    content: 'https://content.example',
    schoolAdmin: 'https://school-admin.example',
    providerAdmin: 'https://provider-admin.example:8443',
    api: 'https://api.example',
  });
  expect(workerUrl(config)).toMatch(/^\/sw\.js\?/);
});
