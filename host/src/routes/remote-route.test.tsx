import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, session, useLocation } from '@school/shared';
import { RemoteRoute } from './remote-route';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

function Address() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output aria-label="address">{pathname}</output>
      <output aria-label="message">{(state as { message?: string } | null)?.message}</output>
    </>
  );
}

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Address />
      <Routes>
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

beforeEach(() => session.endProviderSession());

test('a school page without the school token shows the school login instead', () => {
  visit('/Manage-Staff');
  expect(address()).toBe('/login');
  expect(screen.getByText('remote schoolAdmin')).toBeInTheDocument();
});

test('a school session ended with a reason (a support session the API refused) sends to the login page with it', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' });
  session.endSchoolSession('The support session has ended.');
  visit('/Manage-Staff');
  expect(address()).toBe('/login');
  expect(screen.getByLabelText('message')).toHaveTextContent('The support session has ended.');
});

test('the provider area says no school session’s reason', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' });
  session.endSchoolSession('The support session has ended.');
  visit('/sgi-admin/users');
  expect(address()).toBe('/sgi-login');
  expect(screen.getByLabelText('message')).toBeEmptyDOMElement();
});

test('a school page with the school token shows its remote', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' });
  visit('/Manage-Staff');
  expect(address()).toBe('/Manage-Staff');
  expect(screen.getByText('remote content')).toBeInTheDocument();
});

test('the provider area without the provider token shows the provider login instead', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' });
  visit('/sgi-admin/users');
  expect(address()).toBe('/sgi-login');
  expect(screen.getByText('remote providerAdmin')).toBeInTheDocument();
});

test('a school session with a temporary password opens its password change instead of any other admin page', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', mustChangePassword: true });
  visit('/Manage-Staff');
  expect(address()).toBe('/Manage-Password');
  expect(screen.getByText('remote schoolAdmin')).toBeInTheDocument();
});

test('a provider session with a temporary password opens the provider’s password change instead of the area', () => {
  session.startProviderSession({ token: 'p', schoolUserId: 2, mustChangePassword: true });
  visit('/sgi-admin/users');
  expect(address()).toBe('/sgi-admin/password');
});

test('once the password is changed, the admin pages open again', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', mustChangePassword: true });
  session.renewSession('school', 't2');
  visit('/Manage-Staff');
  expect(address()).toBe('/Manage-Staff');
});

test('a session that must set up its second factor changes a temporary password first, then opens only its enrolment', () => {
  session.startProviderSession({ token: 'p', schoolUserId: 2, mustChangePassword: true, mustEnrol: true });
  visit('/sgi-admin/users');
  expect(address()).toBe('/sgi-admin/password');
});

test('a school session that must set up its second factor opens its enrolment instead of any other admin page, until enrolled', () => {
  session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', mustEnrol: true });
  const first = visit('/Manage-Staff');
  expect(address()).toBe('/Manage-Security');
  first.unmount();
  session.enrolled('school', 't2');
  visit('/Manage-Staff');
  expect(address()).toBe('/Manage-Staff');
});

test('an unknown path shows the 404 page', () => {
  visit('/nowhere');
  expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
});
