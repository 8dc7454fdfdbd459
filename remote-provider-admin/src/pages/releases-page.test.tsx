import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_RELEASE_MESSAGES, type RemoteChannel } from '@school/shared/contracts/remote-releases';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { getRemoteChannels } from '../features/releases/api/get-remote-channels';
import { pinSchool } from '../features/releases/api/pin-school';
import { promoteCanary } from '../features/releases/api/promote-canary';
import { registerRelease } from '../features/releases/api/register-release';
import { rollBack } from '../features/releases/api/roll-back';
import { setCanary } from '../features/releases/api/set-canary';
import { switchOff } from '../features/releases/api/switch-off';
import { getSchools } from '../features/schools/api/get-schools';
import { ReleasesPage } from './releases-page';

jest.mock('../features/releases/api/get-remote-channels', () => ({ getRemoteChannels: jest.fn() }));
jest.mock('../features/releases/api/register-release', () => ({ registerRelease: jest.fn() }));
jest.mock('../features/releases/api/set-canary', () => ({ setCanary: jest.fn() }));
jest.mock('../features/releases/api/promote-canary', () => ({ promoteCanary: jest.fn() }));
jest.mock('../features/releases/api/roll-back', () => ({ rollBack: jest.fn() }));
jest.mock('../features/releases/api/switch-off', () => ({ switchOff: jest.fn() }));
jest.mock('../features/releases/api/pin-school', () => ({ pinSchool: jest.fn() }));
jest.mock('../features/schools/api/get-schools', () => ({ getSchools: jest.fn() }));

const release = (version: string, day: number, by: string | null = 'SGI Administrator') => ({
  version,
  integrity: `sha384-${version}`,
  registeredAt: `2026-11-${String(day).padStart(2, '0')}T06:30:00.000Z`,
  registeredBy: by,
});

/** The content remote at revision 4: 1.0 stable, 2.0 to 10 % of browsers, one school pinned to 1.0. */
const CONTENT: RemoteChannel = {
  remote: 'content',
  stable: '1.0',
  canary: '2.0',
  share: 10,
  off: false,
  revision: 4,
  previousStable: '0.9',
  pins: [{ schoolId: 3, schoolCode: '83181', schoolName: 'Hill School', version: '1.0' }],
  releases: [release('2.0', 20), release('1.0', 12, null), release('0.9', 2)],
};
const empty = (remote: RemoteChannel['remote']): RemoteChannel => ({ remote, stable: null, canary: null, share: 0, off: false, revision: 0, previousStable: null, pins: [], releases: [] });

const failure = (status: number, data: unknown) => Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });

const panel = (name: string) => screen.getByRole('region', { name });

async function showContent(channel: RemoteChannel = CONTENT) {
  jest.mocked(getRemoteChannels).mockResolvedValue({ remotes: [channel, empty('schoolAdmin'), { ...empty('providerAdmin'), off: true }] });
  render(<ReleasesPage />);
  return screen.findByRole('region', { name: 'Public content' });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getSchools).mockResolvedValue([
    { schoolId: 3, schoolName: 'Hill School', schoolCode: '83181' },
    { schoolId: 5, schoolName: 'Valley School', schoolCode: '83190' },
  ] as SchoolRecord[]);
});

test('each remote shows its channel, its pinned schools and its releases, newest first, after a loading line', async () => {
  const shown = showContent();
  expect(screen.getByRole('status')).toHaveTextContent('Loading releases...');
  const content = await shown;
  expect(screen.getByRole('heading', { level: 2, name: 'Releases' })).toBeInTheDocument();
  expect(within(content).getByText('Stable', { selector: 'dt' }).nextSibling).toHaveTextContent('1.0');
  expect(within(content).getByText('Canary', { selector: 'dt' }).nextSibling).toHaveTextContent('2.0, to 10 % of browsers');
  expect(within(content).getByText('A rollback returns to').nextSibling).toHaveTextContent('0.9');
  expect(within(content).getByText('On')).toBeInTheDocument();

  const pins = within(content).getByRole('table', { name: 'Schools pinned to a version of Public content' });
  expect(within(pins).getByRole('row', { name: /Hill School \(83181\) 1\.0/ })).toBeInTheDocument();

  const releases = within(content).getByRole('table', { name: 'Registered releases of Public content' });
  const rows = within(releases).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2.0', '1.0', '0.9']);
  expect(rows[0]).toHaveTextContent('20 Nov 2026, 12:00');
  expect(rows[0]).toHaveTextContent('SGI Administrator');
  expect(rows[0]).toHaveTextContent('Canary, 10 %');
  expect(rows[1]).toHaveTextContent('A deleted user');
  expect(rows[1]).toHaveTextContent('Stable');

  expect(within(panel('Provider admin')).getByText('Switched off')).toBeInTheDocument();
  expect(within(panel('Provider admin')).getByRole('button', { name: 'Switch on' })).toBeInTheDocument();
});

test('a remote with no release says how to register one, and its button opens the form with that remote chosen', async () => {
  await showContent();
  const schoolAdmin = panel('School admin');
  expect(within(schoolAdmin).getByText(/No release of School admin is registered yet/)).toBeInTheDocument();
  expect(within(schoolAdmin).queryByRole('button', { name: 'Set canary' })).not.toBeInTheDocument();
  expect(within(schoolAdmin).queryByRole('button', { name: 'Pin school' })).not.toBeInTheDocument();
  expect(within(schoolAdmin).getByText('None yet (config.json’s build)')).toBeInTheDocument();

  await userEvent.click(within(schoolAdmin).getByRole('button', { name: 'Register a release of School admin' }));
  const form = screen.getByRole('region', { name: 'Register a release' });
  expect(within(form).getByLabelText('Remote')).toHaveValue('schoolAdmin');
});

test('a failed load says so, and Try again loads again', async () => {
  jest.mocked(getRemoteChannels).mockRejectedValueOnce(new Error('down')).mockResolvedValue({ remotes: [CONTENT] });
  render(<ReleasesPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch releases. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Public content' })).toBeInTheDocument();
});

describe('Register a release', () => {
  const MANIFEST = '{"id":"content","shared":[]}\n';

  async function openForm() {
    await showContent();
    await userEvent.click(screen.getByRole('button', { name: 'Register a release' }));
    return screen.getByRole('region', { name: 'Register a release' });
  }

  // jsdom's File has no text(); a browser's reads the bytes as UTF-8.
  const manifestFile = () => Object.assign(new File([MANIFEST], 'mf-manifest.json', { type: 'application/json' }), { text: () => Promise.resolve(MANIFEST) });

  async function fill(form: HTMLElement) {
    await userEvent.selectOptions(within(form).getByLabelText('Remote'), 'School admin');
    await userEvent.type(within(form).getByLabelText('Version'), '2026.11.26-1');
    await userEvent.upload(within(form).getByLabelText('The build’s mf-manifest.json'), manifestFile());
    await waitFor(() => expect(within(form).getByLabelText('Manifest text')).toHaveValue(MANIFEST));
  }

  test('sends the chosen file’s very text as the manifest, closes and loads the remotes again', async () => {
    jest.mocked(registerRelease).mockResolvedValue(release('2026.11.26-1', 26));
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(registerRelease).toHaveBeenCalledWith({ remote: 'schoolAdmin', version: '2026.11.26-1', manifest: MANIFEST });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Register a release' })).not.toBeInTheDocument());
    expect(getRemoteChannels).toHaveBeenCalledTimes(2);
  });

  test('a pasted manifest is sent too; a wrong version or no manifest is refused before anything is sent', async () => {
    jest.mocked(registerRelease).mockResolvedValue(release('3.0', 26));
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Version'), '../3');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText(`Version ${REMOTE_RELEASE_MESSAGES.badVersion}`)).toBeInTheDocument();
    expect(within(form).getByText('Choose the build’s mf-manifest.json, or paste its text')).toBeInTheDocument();
    expect(registerRelease).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Version'));
    await userEvent.type(within(form).getByLabelText('Version'), '3.0');
    await userEvent.click(within(form).getByLabelText('Manifest text'));
    await userEvent.paste('{"id":"content"}');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(registerRelease).toHaveBeenCalledWith({ remote: 'content', version: '3.0', manifest: '{"id":"content"}' });
  });

  test('a build that does not fit the host (422) lists each problem, and the form keeps what was typed', async () => {
    const problems = ['react ^18.0.0 is outside the host’s range ^19.0.0', 'react-router is not shared as a singleton'];
    jest.mocked(registerRelease).mockRejectedValue(failure(422, { message: `${REMOTE_RELEASE_MESSAGES.doesNotFit}: ${problems.join('; ')}.`, problems }));
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));

    const banner = await within(form).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to register the release.');
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual(problems);
    expect(within(form).getByLabelText('Version')).toHaveValue('2026.11.26-1');
    expect(within(form).getByLabelText('Manifest text')).toHaveValue(MANIFEST);
  });

  test.each([
    [409, REMOTE_RELEASE_MESSAGES.otherManifest],
    [400, REMOTE_RELEASE_MESSAGES.badManifest],
  ])('a %i shows the API’s reason', async (status, message) => {
    jest.mocked(registerRelease).mockRejectedValue(failure(status, { message }));
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    const banner = await within(form).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to register the release.');
    expect(banner).toHaveTextContent(message);
    expect(within(form).getByLabelText('Version')).toHaveValue('2026.11.26-1');
  });
});

describe('the channel', () => {
  test('Set canary sends the version, the share and the revision read, and shows the remote as the API answers it', async () => {
    jest.mocked(setCanary).mockResolvedValue({ ...CONTENT, canary: '0.9', share: 20, revision: 5 });
    const content = await showContent();
    await userEvent.selectOptions(within(content).getByLabelText('Canary version'), '0.9');
    await userEvent.clear(within(content).getByLabelText('Share of browsers (%)'));
    await userEvent.type(within(content).getByLabelText('Share of browsers (%)'), '20');
    await userEvent.click(within(content).getByRole('button', { name: 'Set canary' }));
    expect(setCanary).toHaveBeenCalledWith('content', '0.9', 20, 4);
    expect(await within(content).findByText('0.9, to 20 % of browsers')).toBeInTheDocument();
  });

  test('a share outside 0–100 is refused before anything is sent; None ends the canary', async () => {
    jest.mocked(setCanary).mockResolvedValue({ ...CONTENT, canary: null, share: 0, revision: 5 });
    const content = await showContent();
    await userEvent.clear(within(content).getByLabelText('Share of browsers (%)'));
    await userEvent.type(within(content).getByLabelText('Share of browsers (%)'), '150');
    await userEvent.click(within(content).getByRole('button', { name: 'Set canary' }));
    expect(within(content).getByText('Share must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(setCanary).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(content).getByLabelText('Canary version'), 'None');
    expect(within(content).getByLabelText('Share of browsers (%)')).toBeDisabled();
    await userEvent.click(within(content).getByRole('button', { name: 'Set canary' }));
    expect(setCanary).toHaveBeenCalledWith('content', null, 0, 4);
    expect(await within(content).findByText('None', { selector: 'dd' })).toBeInTheDocument();
  });

  test('Promote makes the canary stable; Roll back returns to the version the last promote replaced', async () => {
    jest.mocked(promoteCanary).mockResolvedValue({ ...CONTENT, stable: '2.0', canary: null, share: 0, previousStable: '1.0', revision: 5 });
    jest.mocked(rollBack).mockResolvedValue({ ...CONTENT, stable: '1.0', canary: null, share: 0, previousStable: '0.9', revision: 6 });
    const content = await showContent();
    await userEvent.click(within(content).getByRole('button', { name: 'Promote 2.0 to stable' }));
    expect(promoteCanary).toHaveBeenCalledWith('content', 4);
    expect(await within(content).findByText('2.0', { selector: 'dd' })).toBeInTheDocument();
    expect(within(content).queryByRole('button', { name: /^Promote/ })).not.toBeInTheDocument();

    await userEvent.click(within(content).getByRole('button', { name: 'Roll back to 1.0' }));
    expect(rollBack).toHaveBeenCalledWith('content', 5);
    expect(await within(content).findByText('1.0', { selector: 'dd' })).toBeInTheDocument();
    expect(within(content).getByRole('button', { name: 'Roll back to 0.9' })).toBeInTheDocument();
  });

  test('Switch off asks first: Cancel sends nothing, Switch off switches it off, and Switch on asks again', async () => {
    jest.mocked(switchOff).mockResolvedValueOnce({ ...CONTENT, off: true, revision: 5 }).mockResolvedValueOnce({ ...CONTENT, off: false, revision: 6 });
    const content = await showContent();
    await userEvent.click(within(content).getByRole('button', { name: 'Switch off' }));
    const question = await screen.findByRole('alertdialog', { name: 'Switch Public content off?' });
    expect(question).toHaveTextContent('shows a maintenance message in English and Hindi');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(switchOff).not.toHaveBeenCalled();

    await userEvent.click(within(content).getByRole('button', { name: 'Switch off' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Switch Public content off?' })).getByRole('button', { name: 'Switch off' }));
    expect(switchOff).toHaveBeenCalledWith('content', true, 4);
    expect(await within(content).findByText('Switched off')).toBeInTheDocument();

    await userEvent.click(within(content).getByRole('button', { name: 'Switch on' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Switch Public content on again?' })).getByRole('button', { name: 'Switch on' }));
    expect(switchOff).toHaveBeenLastCalledWith('content', false, 5);
    expect(await within(content).findByText('On')).toBeInTheDocument();
  });

  test('a school is pinned to a version chosen from the schools, and Unpin lets it follow the channel again', async () => {
    jest
      .mocked(pinSchool)
      .mockResolvedValueOnce({ ...CONTENT, revision: 5, pins: [...CONTENT.pins, { schoolId: 5, schoolCode: '83190', schoolName: 'Valley School', version: '2.0' }] })
      .mockResolvedValueOnce({ ...CONTENT, revision: 6, pins: [{ schoolId: 5, schoolCode: '83190', schoolName: 'Valley School', version: '2.0' }] });
    const content = await showContent();
    await userEvent.click(within(content).getByRole('button', { name: 'Pin school' }));
    expect(within(content).getByText('Choose a school', { selector: 'p' })).toBeInTheDocument();
    expect(pinSchool).not.toHaveBeenCalled();

    await waitFor(() => expect(within(content).getByRole('option', { name: 'Valley School (83190)' })).toBeInTheDocument());
    await userEvent.selectOptions(within(content).getByLabelText('School'), 'Valley School (83190)');
    await userEvent.selectOptions(within(content).getByLabelText('Pinned version'), '2.0');
    await userEvent.click(within(content).getByRole('button', { name: 'Pin school' }));
    expect(pinSchool).toHaveBeenCalledWith('content', 5, '2.0', 4);
    expect(await within(content).findByRole('row', { name: /Valley School \(83190\) 2\.0/ })).toBeInTheDocument();
    expect(within(content).getByLabelText('School')).toHaveValue('');

    await userEvent.click(within(content).getByRole('button', { name: 'Unpin Hill School' }));
    expect(pinSchool).toHaveBeenLastCalledWith('content', 3, null, 5);
    await waitFor(() => expect(within(content).queryByRole('row', { name: /Hill School/ })).not.toBeInTheDocument());
  });
});

test('a stale revision (409) shows the remote as it is now and keeps what was typed', async () => {
  const now: RemoteChannel = { ...CONTENT, canary: '1.0', share: 50, revision: 9 };
  jest.mocked(setCanary).mockRejectedValueOnce(failure(409, { message: REMOTE_RELEASE_MESSAGES.changedMeanwhile, current: now })).mockResolvedValue({ ...now, canary: '0.9', share: 35, revision: 10 });
  const content = await showContent();
  await userEvent.selectOptions(within(content).getByLabelText('Canary version'), '0.9');
  await userEvent.clear(within(content).getByLabelText('Share of browsers (%)'));
  await userEvent.type(within(content).getByLabelText('Share of browsers (%)'), '35');
  await userEvent.click(within(content).getByRole('button', { name: 'Set canary' }));

  const banner = await within(content).findByRole('alert');
  expect(banner).toHaveTextContent('Someone changed this remote meanwhile, so your change was not made.');
  expect(banner).toHaveTextContent('It is shown as it is now, and what you typed is kept');
  expect(within(content).getByText('Canary', { selector: 'dt' }).nextSibling).toHaveTextContent('1.0, to 50 % of browsers');
  expect(within(content).getByLabelText('Canary version')).toHaveValue('0.9');
  expect(within(content).getByLabelText('Share of browsers (%)')).toHaveValue(35);

  // Sent again, it names the revision now shown.
  await userEvent.click(within(content).getByRole('button', { name: 'Set canary' }));
  expect(setCanary).toHaveBeenLastCalledWith('content', '0.9', 35, 9);
  await waitFor(() => expect(within(content).queryByRole('alert')).not.toBeInTheDocument());
  expect(within(content).getByText('Canary', { selector: 'dt' }).nextSibling).toHaveTextContent('0.9, to 35 % of browsers');
});

test('a change the channel does not allow (a 409 of another kind) shows the API’s reason', async () => {
  jest.mocked(rollBack).mockRejectedValue(failure(409, { message: REMOTE_RELEASE_MESSAGES.nothingToRollBack, current: CONTENT }));
  const content = await showContent();
  await userEvent.click(within(content).getByRole('button', { name: 'Roll back to 0.9' }));
  const banner = await within(content).findByRole('alert');
  expect(banner).toHaveTextContent('Failed to change Public content.');
  expect(banner).toHaveTextContent(REMOTE_RELEASE_MESSAGES.nothingToRollBack);
  expect(banner).not.toHaveTextContent('Someone changed this remote meanwhile');
});
