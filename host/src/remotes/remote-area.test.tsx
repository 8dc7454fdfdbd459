import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@school/shared';
import { loadRemoteApp } from './federation';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { RemoteArea } from './remote-area';

jest.mock('./federation', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

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
