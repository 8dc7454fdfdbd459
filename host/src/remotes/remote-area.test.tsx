import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@school/shared';
import { loadRemoteApp } from './federation';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { RemoteArea } from './remote-area';
import type { useReducer } from 'react';

jest.mock('./federation', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);
// The provider's kill switch, as releases.ts publishes it: a remote's area hears each change.
let switchedOff = new Set<RemoteName>();
let heard = () => {};
jest.mock('./releases', () => ({
  useSwitchedOff: (remote: RemoteName) => {
    const [, rerender] = jest.requireActual<{ useReducer: typeof useReducer }>('react').useReducer((n: number) => n + 1, 0);
    heard = rerender;
    return switchedOff.has(remote);
  },
}));

// Inside act, so React settles the suspended load before the test looks.
async function renderArea(remote: RemoteName) {
  await act(async () => {
    render(
    <MemoryRouter>
      <RemoteArea remote={remote} />
    </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot load shows a message with Retry, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new Error('connection refused'));
  await renderArea('content');

  expect(await screen.findByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();

  load.mockResolvedValueOnce(() => <h1>RTI</h1>);
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));

  expect(await screen.findByRole('heading', { name: 'RTI' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote whose code throws while rendering is contained in its area', async () => {
  load.mockResolvedValueOnce(() => {
    throw new Error('broken remote');
  });
  await renderArea('schoolAdmin');

  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
});

test('a remote with loadAfter is fetched only once that has resolved, its placeholder showing meanwhile', async () => {
  let shown = () => {};
  const loadAfter = jest.fn(() => new Promise<void>((resolve) => (shown = resolve)));
  load.mockResolvedValueOnce(() => <h1>Provider area</h1>);
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteArea remote="providerAdmin" placeholder={<p>Banner picture</p>} loadAfter={loadAfter} />
      </MemoryRouter>,
    );
  });

  expect(screen.getByText('Banner picture')).toBeInTheDocument();
  expect(loadAfter).toHaveBeenCalledTimes(1);
  expect(load).not.toHaveBeenCalled();

  await act(async () => shown());
  expect(await screen.findByRole('heading', { name: 'Provider area' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('providerAdmin');
});

test('a remote switched off shows its maintenance message at once, in an open page too, and comes back when switched on', async () => {
  load.mockResolvedValue(() => <h1>RTI</h1>);
  await renderArea('content');
  expect(await screen.findByRole('heading', { name: 'RTI' })).toBeInTheDocument();
  const loads = load.mock.calls.length;

  switchedOff = new Set(['content']);
  await act(async () => heard());
  expect(screen.getByRole('status')).toHaveTextContent('This part of the site is closed for maintenance');
  expect(screen.queryByRole('heading', { name: 'RTI' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

  switchedOff = new Set();
  await act(async () => heard());
  expect(await screen.findByRole('heading', { name: 'RTI' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(loads);
});
