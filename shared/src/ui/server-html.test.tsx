import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, setLanguage, useLanguage, useNavigate } from '@school/shared';
import { ServerHtml } from './server-html';

// What a prerendered page holds (its server render's HTML, as server-html.server.test.tsx shows it is made).
const serverHtml = (words: string) => `<section class="words"><p>${words}</p></section><button type="button">Go</button>`;

// Called each time the part's component runs.
const drawn = jest.fn();
function Words() {
  drawn();
  return <p>{useLanguage() === 'hi' ? 'हिंदी में' : 'Drawn in the browser'}</p>;
}

function Go() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/faqs')}>
      Go
    </button>
  );
}

function Page({ still }: { still?: boolean }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <ServerHtml as="section" className="words" still={still}>
        <Words />
      </ServerHtml>
      <Go />
    </MemoryRouter>
  );
}

function hydrate(still?: boolean, words = 'As published') {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(words);
  document.body.append(container);
  const errors: unknown[] = [];
  render(<Page still={still} />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
  return { container, errors };
}

beforeEach(() => {
  drawn.mockClear();
  act(() => setLanguage('en'));
});

test('hydrating a prerendered page keeps the part as the server drew it: none of its components run', () => {
  const { errors } = hydrate();
  expect(errors).toEqual([]);
  expect(drawn).not.toHaveBeenCalled();
  expect(screen.getByText('As published')).toBeInTheDocument();
});

test('a change of language draws the part in the browser, in that language', () => {
  hydrate();
  act(() => setLanguage('hi'));
  expect(screen.getByText('हिंदी में')).toBeInTheDocument();
  expect(screen.queryByText('As published')).not.toBeInTheDocument();
});

test('a navigation draws it, and it stays drawn when the page comes back to the first address', () => {
  hydrate();
  act(() => screen.getByRole('button', { name: 'Go' }).click());
  expect(screen.getByText('Drawn in the browser')).toBeInTheDocument();
  act(() => setLanguage('hi'));
  act(() => setLanguage('en'));
  expect(screen.getByText('Drawn in the browser')).toBeInTheDocument();
});

test('a part not kept is hydrated as any other: its components run', () => {
  const { errors } = hydrate(false, 'Drawn in the browser');
  expect(errors).toEqual([]);
  expect(drawn).toHaveBeenCalledTimes(1);
});

test("in a page the browser renders itself, it draws its children", () => {
  render(<Page />);
  expect(drawn).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Drawn in the browser')).toBeInTheDocument();
});
