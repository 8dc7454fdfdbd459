import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, loadHome, loadPage, MemoryRouter, prepareCatalog, setConfig, setLanguage, setSite, siteMapCatalog } from '@school/shared';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { StaffRoster } from '../features/staff-roster/components/staff-roster';
import { StaffRosterTable } from '../features/staff-roster/components/staff-roster-table';
import { EventsPage } from '../pages/events-page';
import { HomePage } from '../pages/home-page';
import { SearchPage } from '../pages/search-page';
import { eventsCatalog } from '../features/events/events-strings';
import { searchCatalog } from '../features/site-search/search-strings';
import { rosterCatalog } from '../features/staff-roster/roster-strings';
import { contentCatalog } from './content-strings';

/**
 * The shared components (LoadFailed, MediaViewer, DataTable, SiteSearchForm) carry English only;
 * on a Hindi page this remote gives them its catalog's words (decision 006). None of their
 * English is left.
 */

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), apiPost: jest.fn(), loadHome: jest.fn(), loadPage: jest.fn() }));

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(async () => {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: EMPTY_PROFILE } });
  // Shown first in Hindi, as a shared Hindi link is: the strings are fetched before the render.
  act(() => setLanguage('hi'));
  await Promise.all([contentCatalog, rosterCatalog, eventsCatalog, searchCatalog, siteMapCatalog].map(prepareCatalog));
});
afterEach(() => act(() => setLanguage('en')));

test('a page that cannot be loaded says so in Hindi, with a Hindi Retry that loads it again', async () => {
  jest.mocked(loadPage).mockRejectedValue(new Error('The page could not be loaded (503)'));
  render(<StaffRoster kind="rti" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('यह पृष्ठ अभी लोड नहीं किया जा सकता।');
  expect(alert).not.toHaveTextContent(/cannot be loaded|Retry/);
  await userEvent.click(within(alert).getByRole('button', { name: 'पुनः प्रयास करें' }));
  expect(loadPage).toHaveBeenCalledTimes(2);
});

test('the home page that cannot be loaded says so in Hindi', async () => {
  jest.mocked(loadHome).mockRejectedValue(new Error('The home page could not be loaded (503)'));
  render(<HomePage />, { wrapper: MemoryRouter });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('मुखपृष्ठ अभी लोड नहीं किया जा सकता।');
  expect(within(alert).getByRole('button', { name: 'पुनः प्रयास करें' })).toBeInTheDocument();
});

test('an empty table says so in Hindi', () => {
  render(<StaffRosterTable caption="RTI" people={[]} />);
  expect(screen.getByRole('cell', { name: 'कोई रिकॉर्ड नहीं मिला' })).toBeInTheDocument();
  expect(screen.queryByText('No record found')).not.toBeInTheDocument();
});

test('the picture and video viewer’s close button is Hindi', async () => {
  jest.mocked(apiPost).mockResolvedValue([]);
  render(<EventsPage />, { wrapper: MemoryRouter });
  // The viewer is there, closed, until a photo is opened: its button is hidden from the page till then.
  expect(await screen.findByRole('button', { name: 'बंद करें', hidden: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close', hidden: true })).not.toBeInTheDocument();
});

test('the results page’s form says in Hindi what cannot be searched for', async () => {
  render(<SearchPage />, { wrapper: MemoryRouter });
  const form = screen.getByRole('search', { name: 'इस साइट में खोजें' });
  await userEvent.click(within(form).getByRole('button', { name: 'खोजें' }));
  expect(within(form).getByText('खोजने के लिए कोई शब्द लिखें।')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('searchbox'), '!!!');
  await userEvent.click(within(form).getByRole('button', { name: 'खोजें' }));
  expect(within(form).getByText('कोई शब्द खोजें: अक्षर या अंक।')).toBeInTheDocument();
});
