import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, prepareCatalog, session, setLanguage } from '@school/shared';
import { healthCheckCatalog } from '@school/shared/ui/health-checks';
import { schoolAdminCatalog } from '../../../i18n/school-admin-strings';
import { HEALTH_MESSAGES, type HealthFinding, type SchoolHealth } from '@school/shared/contracts/health';
import { acceptFinding } from '../api/accept-finding';
import { checkNow } from '../api/check-now';
import { getHealth } from '../api/get-health';
import { HEALTH_POLL_MS, HealthScreen } from './health-screen';

jest.mock('../api/get-health', () => ({ getHealth: jest.fn() }));
jest.mock('../api/accept-finding', () => ({ acceptFinding: jest.fn() }));
jest.mock('../api/check-now', () => ({ checkNow: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
const load = jest.mocked(getHealth);
const accept = jest.mocked(acceptFinding);
const check = jest.mocked(checkNow);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const LINK: HealthFinding = {
  id: 1,
  check: 'internalLink',
  severity: 'high',
  where: 'Useful links › Link 2 › Address (URL)',
  detail: '/old-page',
  fix: '/Manage-Pages/links?field=links.1.url',
  status: 'open',
  reason: null,
  openedAt: '2026-12-01T00:00:00.000Z',
};
const CERTIFICATE: HealthFinding = {
  ...LINK,
  id: 2,
  check: 'siteCertificate',
  where: 'The site’s address',
  detail: 'school.example.org, ends 10 Dec 2026',
  fix: '',
};
const EXPIRING: HealthFinding = {
  ...LINK,
  id: 3,
  check: 'certificateExpiring',
  severity: 'medium',
  where: 'Mandatory disclosure › Fire safety certificate',
  detail: 'Valid until 20 Dec 2026',
  fix: '/Manage-Pages/disclosureDocuments?field=fireSafety.validUntil',
};
const OLD_PAGE: HealthFinding = { ...LINK, id: 4, check: 'pageNotReviewed', severity: 'low', where: 'Sports', detail: 'Last saved 2 Nov 2025', fix: '/Manage-Pages/sports' };
const ACCEPTED: HealthFinding = { ...LINK, id: 5, check: 'vagueLinkText', severity: 'low', where: 'Home › Welcome', detail: 'click here', status: 'accepted', reason: 'The words are the board’s own.' };

const health = (findings: HealthFinding[], more: Partial<SchoolHealth> = {}): SchoolHealth => ({
  checkedAt: '2026-12-05T04:30:00.000Z',
  pending: false,
  score: 75,
  findings,
  ...more,
});

const renderScreen = () =>
  render(
    <MemoryRouter>
      <HealthScreen />
    </MemoryRouter>,
  );

test('shows the score, when it was checked, and the open findings by severity, each with its fix', async () => {
  load.mockResolvedValue(health([LINK, CERTIFICATE, EXPIRING, OLD_PAGE, ACCEPTED]));
  renderScreen();
  expect(screen.getByText('Loading the site’s health…')).toHaveAttribute('role', 'status');

  expect(await screen.findByText('Score: 75 out of 100')).toBeInTheDocument();
  // 04:30 UTC is 10:00 in India.
  expect(screen.getByText('Last checked 5 Dec 2026, 10:00')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['High', 'Medium', 'Low', 'Accepted findings']);

  const high = screen.getByRole('region', { name: 'High' });
  const items = within(within(high).getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const link = within(high).getByRole('article', { name: 'Broken link inside the site' });
  expect(within(link).getByText('A link leads to a page of this site that does not exist, a notice not published or a page not written yet.')).toBeInTheDocument();
  expect(within(link).getByText('Useful links › Link 2 › Address (URL)')).toBeInTheDocument();
  expect(within(link).getByText('/old-page')).toBeInTheDocument();
  expect(within(link).getByRole('link', { name: 'Fix this (Broken link inside the site, Useful links › Link 2 › Address (URL))' })).toHaveAttribute(
    'href',
    '/Manage-Pages/links?field=links.1.url',
  );
  expect(within(link).getByRole('button', { name: 'Accept (Broken link inside the site, Useful links › Link 2 › Address (URL))' })).toBeEnabled();

  // What the school cannot fix itself has no link: the provider looks after it.
  const certificate = within(high).getByRole('article', { name: 'Site’s security certificate ending' });
  expect(within(certificate).queryByRole('link')).not.toBeInTheDocument();
  expect(within(certificate).getByText('The school cannot fix this itself: the platform’s provider looks after it.')).toBeInTheDocument();

  const medium = screen.getByRole('region', { name: 'Medium' });
  expect(within(medium).getByRole('link', { name: /^Fix this/ })).toHaveAttribute('href', '/Manage-Pages/disclosureDocuments?field=fireSafety.validUntil');
  expect(within(screen.getByRole('region', { name: 'Low' })).getByRole('article', { name: 'Page not reviewed for a year' })).toBeInTheDocument();

  // The accepted ones, apart, with their reasons and nothing to do.
  const accepted = screen.getByRole('region', { name: 'Accepted findings' });
  expect(within(accepted).getByText('Show the accepted finding')).toBeInTheDocument();
  expect(within(accepted).getByText('Reason: The words are the board’s own.')).toBeInTheDocument();
  expect(within(accepted).queryByRole('button', { hidden: true })).not.toBeInTheDocument();
});

test('an editor sees the findings and their fixes, but accepting is a publisher’s', async () => {
  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', userId: 5, role: 'editor' }));
  try {
    load.mockResolvedValue(health([LINK]));
    renderScreen();
    const high = await screen.findByRole('region', { name: 'High' });
    expect(within(high).getByRole('link', { name: /^Fix this/ })).toBeInTheDocument();
    expect(within(high).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  } finally {
    act(() => session.endSchoolSession());
  }
});

test('a checked site with nothing open says no problems were found', async () => {
  load.mockResolvedValue(health([ACCEPTED], { score: 100 }));
  renderScreen();
  expect(await screen.findByText('No problems found')).toBeInTheDocument();
  expect(screen.getByText('Score: 100 out of 100')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'High' })).not.toBeInTheDocument();
});

test('a site never checked says so, with no score', async () => {
  load.mockResolvedValue(health([], { checkedAt: null, score: null }));
  renderScreen();
  expect(await screen.findByText('Not checked yet')).toBeInTheDocument();
  expect(screen.queryByText(/out of 100/)).not.toBeInTheDocument();
  expect(screen.queryByText('No problems found')).not.toBeInTheDocument();
});

test('a failed load says so, and Retry loads it', async () => {
  load.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(health([LINK]));
  const user = userEvent.setup();
  renderScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent('The site’s health cannot be loaded now.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'High' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Accept asks for a reason, by the contract’s rule, then accepts and says so', async () => {
  load.mockResolvedValueOnce(health([LINK, EXPIRING])).mockResolvedValue(health([{ ...LINK, status: 'accepted', reason: 'Mended on the other site' }, EXPIRING]));
  accept.mockResolvedValue(health([]));
  const user = userEvent.setup();
  renderScreen();
  await user.click(await screen.findByRole('button', { name: /^Accept \(Broken link inside the site/ }));

  const dialog = screen.getByRole('dialog', { name: 'Accept this finding' });
  const reason = within(dialog).getByRole('textbox', { name: 'Why the school accepts it' });
  expect(reason).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Accept finding' }));
  expect(await within(dialog).findByText(HEALTH_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(accept).not.toHaveBeenCalled();

  await user.type(reason, 'Mended on the other site');
  await user.click(within(dialog).getByRole('button', { name: 'Accept finding' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(accept).toHaveBeenCalledWith({ id: 1, reason: 'Mended on the other site' });
  expect(screen.getByText('“Broken link inside the site” is accepted.')).toHaveFocus();
  const accepted = await screen.findByRole('region', { name: 'Accepted findings' });
  expect(within(accepted).getByText('Reason: Mended on the other site')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'High' })).not.toBeInTheDocument();
});

test('a finding no longer open is said in the dialog, and the list is loaded again', async () => {
  load.mockResolvedValue(health([LINK]));
  accept.mockRejectedValue(Object.assign(new Error('404'), { isAxiosError: true, response: { status: 404, data: { message: HEALTH_MESSAGES.notFound } } }));
  const user = userEvent.setup();
  renderScreen();
  await user.click(await screen.findByRole('button', { name: /^Accept/ }));
  const dialog = screen.getByRole('dialog', { name: 'Accept this finding' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Why the school accepts it' }), 'Fine as it is');
  await user.click(within(dialog).getByRole('button', { name: 'Accept finding' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This finding is no longer open');
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});

test('Check now asks for a check and asks again every 2 s while it is pending, showing its progress', async () => {
  jest.useFakeTimers();
  try {
    load
      .mockResolvedValueOnce(health([LINK]))
      .mockResolvedValueOnce(health([LINK], { pending: true }))
      .mockResolvedValueOnce(health([LINK], { pending: true }))
      .mockResolvedValue(health([], { score: 100, checkedAt: '2026-12-05T05:00:00.000Z' }));
    check.mockResolvedValue(health([LINK], { pending: true }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Check now' }));

    expect(check).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Checking the site. This takes a few seconds.' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    await act(() => jest.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(load).toHaveBeenCalledTimes(4);

    expect(await screen.findByText('No problems found')).toBeInTheDocument();
    expect(screen.getByText('Last checked 5 Dec 2026, 10:30')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
    // Not pending any more: no more questions.
    await act(() => jest.advanceTimersByTimeAsync(HEALTH_POLL_MS * 3));
    expect(load).toHaveBeenCalledTimes(4);
  } finally {
    jest.useRealTimers();
  }
});

test('in Hindi, the screen, the checks and the contract’s message are said in Hindi', async () => {
  act(() => setLanguage('hi'));
  try {
    await Promise.all([schoolAdminCatalog, healthCheckCatalog].map(prepareCatalog));
    load.mockResolvedValue(health([LINK]));
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('अंक: 100 में से 75')).toBeInTheDocument();
    const high = screen.getByRole('region', { name: 'अधिक' });
    expect(within(high).getByRole('article', { name: 'साइट के भीतर टूटा लिंक' })).toBeInTheDocument();
    await user.click(within(high).getByRole('button', { name: /^स्वीकार करें/ }));
    const dialog = screen.getByRole('dialog', { name: 'यह कमी स्वीकार करें' });
    await user.click(within(dialog).getByRole('button', { name: 'कमी स्वीकार करें' }));
    expect(await within(dialog).findByText('बताएँ कि विद्यालय यह कमी क्यों स्वीकार करता है')).toBeInTheDocument();
  } finally {
    act(() => setLanguage('en'));
  }
});
