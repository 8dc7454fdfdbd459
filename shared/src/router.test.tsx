import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from './i18n/language';
import { inLanguage, Link, MemoryRouter, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from './router';

afterEach(() => {
  setLanguage('en');
  localStorage.clear();
});

describe('an address inside the site in the language shown', () => {
  it.each([
    ['/staffDetail', '/staffDetail?lang=hi'],
    ['/search?q=school', '/search?q=school&lang=hi'],
    ['/#AboutPmShri', '/?lang=hi#AboutPmShri'],
    ['/search?q=x#top', '/search?q=x&lang=hi#top'],
    ['edit', 'edit?lang=hi'],
  ])('%s in Hindi is %s', (to, marked) => {
    expect(inLanguage(to, 'hi')).toBe(marked);
  });

  it.each(['https://cbse.gov.in/', 'mailto:office@example.org', 'tel:+911234', '//example.org/x', '/contact?lang=en', '/contact?lang=hi'])(
    'leaves %s as it is: another site, or an address that names its language',
    (to) => {
      expect(inLanguage(to, 'hi')).toBe(to);
    },
  );

  it('marks an address given in parts, keeping its query and hash', () => {
    expect(inLanguage({ pathname: '/search', search: '?q=x', hash: '#r' }, 'hi')).toEqual({ pathname: '/search', search: '?q=x&lang=hi', hash: '#r' });
    expect(inLanguage({ pathname: '/', search: '?lang=en' }, 'hi')).toEqual({ pathname: '/', search: '?lang=en' });
  });

  it('leaves every address as it is in English', () => {
    expect(inLanguage('/staffDetail', 'en')).toBe('/staffDetail');
    expect(inLanguage({ pathname: '/x' }, 'en')).toEqual({ pathname: '/x' });
  });
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

describe('the links the apps import from @school/shared', () => {
  it('point at the Hindi page on a Hindi page, and follow a switch back to English', () => {
    setLanguage('hi');
    render(
      <MemoryRouter initialEntries={['/?lang=hi']}>
        <Link to="/staffDetail">Staff</Link>
        <NavLink to="/alumni">Alumni</NavLink>
        <Link to="https://cbse.gov.in/">CBSE</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staffDetail?lang=hi');
    expect(screen.getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', '/alumni?lang=hi');
    expect(screen.getByRole('link', { name: 'CBSE' })).toHaveAttribute('href', 'https://cbse.gov.in/');

    act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staffDetail');
  });

  it('keeps NavLink’s current page with the mark on its address', () => {
    setLanguage('hi');
    render(
      <MemoryRouter initialEntries={['/alumni?lang=hi']}>
        <NavLink to="/alumni">Alumni</NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Alumni' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the Hindi address with useNavigate', async () => {
    setLanguage('hi');
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/search?q=school')}>
          Go
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/?lang=hi']}>
        <Routes>
          <Route path="/" element={<Go />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=school&lang=hi');
  });

  it('redirects to the Hindi address with Navigate', () => {
    setLanguage('hi');
    render(
      <MemoryRouter initialEntries={['/old?lang=hi']}>
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/new?lang=hi');
  });
});
