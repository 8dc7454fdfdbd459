import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, setConfig, setLanguage, setSite, switchLanguage, useLocation } from '@school/shared';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { SiteHeader } from './site-header';

function Address() {
  const { pathname, search } = useLocation();
  return <div aria-label="Address">{`${pathname}${search}`}</div>;
}

function renderHeader() {
  setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'PM SHRI Kendriya Vidyalaya', demoContent: false, profile: EMPTY_PROFILE } });
  render(
    <MemoryRouter initialEntries={['/rti']}>
      <SiteHeader />
      <Address />
    </MemoryRouter>,
  );
  const search = within(screen.getByRole('banner')).getByRole('search', { name: 'Site search' });
  return { search, box: within(search).getByRole('searchbox', { name: 'Search the site' }) };
}

test('the header’s search box goes to the results page with the words typed', async () => {
  const { search, box } = renderHeader();
  await userEvent.type(box, '  श्रीमती पूजा ');
  await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
  expect(screen.getByLabelText('Address')).toHaveTextContent(`/search?q=${encodeURIComponent('श्रीमती पूजा').replaceAll('%20', '+')}`);
});

test('the header’s box says what cannot be searched for, and stays where it is', async () => {
  const { search, box } = renderHeader();
  await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
  expect(within(search).getByText('Type a word to search for.')).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription('Type a word to search for.');
  expect(box).toHaveFocus();
  expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/rti$/);
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('the header’s box says in Hindi what cannot be searched for', async () => {
    renderHeader();
    await act(() => switchLanguage('hi'));
    const search = within(screen.getByRole('banner')).getByRole('search', { name: 'साइट में खोजें' });
    await userEvent.click(within(search).getByRole('button', { name: 'खोजें' }));
    expect(within(search).getByText('खोजने के लिए कोई शब्द लिखें।')).toBeInTheDocument();
    expect(within(search).queryByText('Type a word to search for.')).not.toBeInTheDocument();
  });

  test('the header’s box goes to the results page in Hindi', async () => {
    renderHeader();
    await act(() => switchLanguage('hi'));
    const search = within(screen.getByRole('banner')).getByRole('search', { name: 'साइट में खोजें' });
    await userEvent.type(within(search).getByRole('searchbox'), 'school');
    await userEvent.click(within(search).getByRole('button', { name: 'खोजें' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/search?q=school&lang=hi');
  });
});
