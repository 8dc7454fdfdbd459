import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, session, setSite } from '@school/shared';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import type { OptionalPageKind } from '@school/shared/contracts/site';
import { HOVER_GRACE_MS, SiteMenu } from './site-menu';
import { useHealthCount } from './health-count';

// The count's own call is health-count.test.ts's.
jest.mock('./health-count', () => ({ ...jest.requireActual('./health-count'), useHealthCount: jest.fn(() => null) }));

/** The page's school, with the optional pages it has written. */
const schoolWith = (optionalPages: OptionalPageKind[] | undefined) =>
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile: EMPTY_PROFILE, optionalPages } });

function renderMenu() {
  render(
    <MemoryRouter>
      <SiteMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  session.endProviderSession();
  schoolWith(['namesake']);
});

test('a school that has not written its namesake page has no “About the martyr” in its menu; once written, it is there', () => {
  schoolWith([]);
  const menu = renderMenu();
  expect(within(menu).queryByRole('link', { name: 'About the martyr' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Staff Details' })).toHaveAttribute('href', '/staffDetail');

  act(() => schoolWith(['labs', 'namesake']));
  expect(within(menu).getByRole('link', { name: 'About the martyr' })).toHaveAttribute('href', '/aboutSahid');
});

test('while the site does not say which pages are written, the menu offers none of the optional ones', () => {
  schoolWith(undefined);
  const menu = renderMenu();
  expect(within(menu).queryByRole('link', { name: 'About the martyr' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test('at most one sub-menu is expanded at a time', async () => {
  const menu = renderMenu();
  const aboutUs = within(menu).getByRole('button', { name: 'About Us' });
  const disclosure = within(menu).getByRole('button', { name: 'Mandatory Disclosure' });

  await userEvent.click(aboutUs);
  expect(aboutUs).toHaveAttribute('aria-expanded', 'true');

  await userEvent.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  expect(aboutUs).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(disclosure);
  expect(disclosure).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes an open sub-menu', async () => {
  const menu = renderMenu();
  const gallery = within(menu).getByRole('button', { name: 'Gallery' });
  await userEvent.click(gallery);
  await userEvent.keyboard('{Escape}');
  expect(gallery).toHaveAttribute('aria-expanded', 'false');
});

test('following a link closes the small-screen menu', async () => {
  const menu = renderMenu();
  const toggle = within(menu).getByRole('button', { name: 'Menu' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await userEvent.click(within(menu).getByRole('link', { name: 'Faqs' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the Admin group shows only while a school session exists, in place of Login', async () => {
  const menu = renderMenu();
  expect(within(menu).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' }));

  const admin = within(menu).getByRole('button', { name: 'Admin' });
  await userEvent.click(admin);
  const adminMenu = within(document.getElementById(admin.getAttribute('aria-controls') ?? '') as HTMLElement);
  expect(adminMenu.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/Manage-Activity');
  expect(adminMenu.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/Manage-Staff');
  expect(adminMenu.getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', '/Manage-Alumni');
  expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
});

test.each([
  ['admin', ['Activity', 'Pages', 'Notices', 'Alerts', 'Feedback', 'Audit log', 'Settings', 'Team', 'Change password']],
  ['publisher', ['Activity', 'Pages', 'Notices', 'Drafts', 'Alerts', 'Feedback', 'Change password']],
  // An editor drafts events, staff and alumni on their screens (decision 013).
  ['editor', ['Activity', 'Staff', 'Alumni', 'Pages', 'Notices', 'Drafts', 'Change password']],
] as const)('a school %s’s Admin menu links only the screens their role may use', async (role, links) => {
  const menu = renderMenu();
  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', userId: 5, role }));
  const admin = within(menu).getByRole('button', { name: 'Admin' });
  await userEvent.click(admin);
  const adminMenu = within(document.getElementById(admin.getAttribute('aria-controls') ?? '') as HTMLElement);
  const shown = adminMenu.getAllByRole('link').map((link) => link.textContent);
  for (const name of links) expect(shown).toContain(name);
  const hidden = ['Activity', 'Alerts', 'Feedback', 'Audit log', 'Settings', 'Team'].filter((name) => !(links as readonly string[]).includes(name));
  for (const name of hidden) expect(shown).not.toContain(name);
});

test('“Site health” shows how many findings are still to fix, in its name too', async () => {
  const menu = renderMenu();
  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', userId: 5, role: 'editor' }));
  const admin = within(menu).getByRole('button', { name: 'Admin' });
  await userEvent.click(admin);
  const adminMenu = within(document.getElementById(admin.getAttribute('aria-controls') ?? '') as HTMLElement);
  expect(adminMenu.getByRole('link', { name: 'Site health' })).toHaveAttribute('href', '/Manage-Health');

  jest.mocked(useHealthCount).mockReturnValue(3);
  act(() => session.startSchoolSession({ token: 't2', schoolId: 1, schoolCode: '83181', userId: 5, role: 'editor' }));
  const link = adminMenu.getByRole('link', { name: 'Site health, 3 to fix' });
  expect(link).toHaveAttribute('href', '/Manage-Health');
  expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  jest.mocked(useHealthCount).mockReturnValue(null);
});

test('a provider’s support session links the school admin’s screens but the Team, Change password and Two-factor sign-in', async () => {
  const menu = renderMenu();
  act(() =>
    session.startSupportSession({ token: 't', schoolId: 1, schoolCode: '83181', schoolName: 'Demo', providerUserName: 'sgiadmin', endsAt: new Date(Date.now() + 600_000).toISOString() }),
  );
  const admin = within(menu).getByRole('button', { name: 'Admin' });
  await userEvent.click(admin);
  const adminMenu = within(document.getElementById(admin.getAttribute('aria-controls') ?? '') as HTMLElement);
  const shown = adminMenu.getAllByRole('link').map((link) => link.textContent);
  expect(shown).toEqual(expect.arrayContaining(['Activity', 'Pages', 'Notices', 'Audit log', 'Settings']));
  for (const name of ['Team', 'Change password', 'Two-factor sign-in']) expect(shown).not.toContain(name);
});

describe('a group opened by the pointer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // The sub-menu shows while its group is marked hovered (site-menu.css, large screens).
  const group = (menu: HTMLElement, name: string) => within(menu).getByRole('button', { name }).closest('li') as HTMLElement;

  test('stays a moment after the pointer leaves, and longer if the pointer comes back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const menu = renderMenu();
    const aboutUs = group(menu, 'About Us');

    await user.hover(aboutUs);
    expect(aboutUs).toHaveAttribute('data-hovered', 'true');
    await user.unhover(aboutUs);
    act(() => jest.advanceTimersByTime(HOVER_GRACE_MS - 50));
    expect(aboutUs).toHaveAttribute('data-hovered', 'true');

    await user.hover(aboutUs);
    act(() => jest.advanceTimersByTime(HOVER_GRACE_MS));
    expect(aboutUs).toHaveAttribute('data-hovered', 'true');

    await user.unhover(aboutUs);
    act(() => jest.advanceTimersByTime(HOVER_GRACE_MS));
    expect(aboutUs).toHaveAttribute('data-hovered', 'false');
  });

  test('closes at once when the pointer opens another, or on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const menu = renderMenu();
    const aboutUs = group(menu, 'About Us');
    const gallery = group(menu, 'Gallery');

    await user.hover(aboutUs);
    await user.hover(gallery);
    expect(aboutUs).toHaveAttribute('data-hovered', 'false');
    expect(gallery).toHaveAttribute('data-hovered', 'true');

    await user.keyboard('{Escape}');
    expect(gallery).toHaveAttribute('data-hovered', 'false');
  });
});
