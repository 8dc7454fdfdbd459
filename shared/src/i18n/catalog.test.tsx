import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { defineCatalog, loadCatalog, switchLanguage, translatorIn, useCatalog, type Catalog } from './catalog';
import { catalogProblems } from './catalog-check';
import { setLanguage } from './language';

const english = { greeting: 'Welcome to {school}', events: '{count, plural, one {# event} other {# events}}', skip: 'Skip to main content' };
const hindi = { greeting: '{school} में आपका स्वागत है', events: '{count, plural, one {# कार्यक्रम} other {# कार्यक्रम}}' };

/** A fresh catalog per test (its fetched strings are kept per catalog), with its fetches counted. */
function catalogOf(load: () => Promise<{ default: Record<string, string> }> = async () => ({ default: hindi })) {
  const fetch = jest.fn(load);
  return { catalog: defineCatalog('test', english, { hi: fetch }), fetch };
}

function Strings({ catalog }: { catalog: Catalog<typeof english> }) {
  const { t } = useCatalog(catalog);
  return (
    <p>
      {t('greeting', { school: 'GIC' })} / {t('events', { count: 3 })} / {t('skip')}
    </p>
  );
}

afterEach(() => act(() => setLanguage('en')));

it('shows English from the code, with its plurals, and fetches nothing', () => {
  const { catalog, fetch } = catalogOf();
  render(<Strings catalog={catalog} />);
  expect(screen.getByText('Welcome to GIC / 3 events / Skip to main content')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

it('switches once the Hindi strings of the apps on the page are there; a string Hindi lacks stays English', async () => {
  const { catalog, fetch } = catalogOf();
  render(<Strings catalog={catalog} />);
  await act(() => switchLanguage('hi'));
  expect(screen.getByText('GIC में आपका स्वागत है / 3 कार्यक्रम / Skip to main content')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  await act(() => switchLanguage('en'));
  await act(() => switchLanguage('hi'));
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('an app first shown in Hindi waits for its strings inside its Suspense', async () => {
  act(() => setLanguage('hi'));
  let arrive: (strings: { default: Record<string, string> }) => void = () => {};
  const { catalog } = catalogOf(() => new Promise((resolve) => (arrive = resolve)));
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Strings catalog={catalog} />
      </Suspense>,
    );
  });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => arrive({ default: hindi }));
  expect(await screen.findByText(/GIC में आपका स्वागत है/)).toBeInTheDocument();
});

it('a Hindi catalog that cannot be fetched leaves the page in English, logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { catalog } = catalogOf(() => Promise.reject(new Error('offline')));
  render(<Strings catalog={catalog} />);
  await act(() => switchLanguage('hi'));
  expect(screen.getByText('Welcome to GIC / 3 events / Skip to main content')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('The test strings in hi could not be loaded', expect.any(Error));
  log.mockRestore();
});

it('writes numbers as the language groups them, and shows a string it cannot format as its text, logged', async () => {
  const { catalog } = catalogOf();
  await loadCatalog(catalog, 'hi');
  expect(translatorIn(catalog, 'en').formatNumber(1234567.891, { maximumFractionDigits: 1 })).toBe('12,34,567.9');
  expect(translatorIn(catalog, 'hi').formatNumber(1234567)).toBe('12,34,567');
  expect(translatorIn(catalog, 'hi').locale).toBe('hi-IN');
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(translatorIn(catalog, 'en').t('greeting')).toBe('Welcome to {school}');
  expect(log).toHaveBeenCalledWith('The test string greeting could not be formatted', expect.any(Error));
  log.mockRestore();
});

it('text and names given as text or numbers are put together without a formatter (whose first use loads Intl data); anything else is formatted', () => {
  const compiled = {
    plain: [{ type: 0, value: 'Skip to main content' }],
    named: [{ type: 0, value: 'Welcome to ' }, { type: 1, value: 'school' }],
    plural: [{ type: 6, value: 'count', options: { other: { value: [{ type: 7 }] } }, offset: 0, pluralType: 'cardinal' }],
  } as unknown as Record<'plain' | 'named' | 'plural', string>;
  const catalog = defineCatalog('compiled', { ...compiled, quoted: "It''s {count}", apostrophe: "Principal's Message" }, { hi: async () => ({ default: {} }) });
  const formatter = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
  const { t } = translatorIn(catalog, 'en');
  expect([t('plain'), t('apostrophe'), t('named', { school: 'GIC' }), t('named', { school: 83181 })]).toEqual([
    'Skip to main content',
    "Principal's Message",
    'Welcome to GIC',
    'Welcome to 83181',
  ]);
  expect(formatter).not.toHaveBeenCalled();
  expect([t('quoted', { count: 2 }), t('plural', { count: 3 })]).toEqual(["It's 2", '3']);
  expect(formatter).toHaveBeenCalled();
  formatter.mockRestore();
});

describe('catalogProblems', () => {
  it('finds a string missing, one too many, one not ICU and one with other placeholders', () => {
    expect(catalogProblems(english, { ...hindi, extra: 'x' })).toEqual(['skip: missing', 'extra: not an English string']);
    expect(catalogProblems(english, { ...hindi, skip: 'x', greeting: 'स्वागत है' })).toEqual([expect.stringMatching(/^greeting: /)]);
    expect(catalogProblems(english, { ...hindi, skip: 'x', events: '{count, plural, one {#}' })).toEqual([expect.stringMatching(/^events: not valid ICU/)]);
  });

  it('is empty for a whole translation', () => {
    expect(catalogProblems(english, { ...hindi, skip: 'मुख्य सामग्री पर जाएँ' })).toEqual([]);
  });
});
