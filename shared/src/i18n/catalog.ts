import { use } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { getLanguage, LOCALES, setLanguage, useLanguage, type Language } from './language';

/** Message ids to ICU MessageFormat texts ("{count, plural, one {# event} other {# events}}"). */
export type Messages = Record<string, string>;

/** A language other than English: English ships with each app's code, the others load when first shown. */
type Loaded = Exclude<Language, 'en'>;

/**
 * One app's interface strings (the host's, or a remote's): English in its code, Hindi in its own
 * chunk, fetched the first time Hindi is shown, so an English visitor never downloads it. Each app
 * ships its own, with ids of its own; the language and the formatting library are the one
 * instance in @school/shared that every app shares.
 */
export interface Catalog<M extends Messages = Messages> {
  readonly app: string;
  readonly en: M;
  readonly load: Record<Loaded, () => Promise<{ default: Messages }>>;
}

export function defineCatalog<M extends Messages>(app: string, en: M, load: Catalog<M>['load']): Catalog<M> {
  return { app, en, load };
}

/** What a component formats with: `t(id, values)` for the app's strings, `intl` for dates and numbers. */
export interface Translator<M extends Messages> {
  language: Language;
  t: (id: keyof M & string, values?: Record<string, string | number | Date>) => string;
  intl: IntlShape;
}

const cache = createIntlCache();
/** A promise use() reads at once: settled, and marked so as React marks one it has seen settle. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
/** Each catalog's other languages, once fetched (a failed fetch leaves English, logged). */
const fetched = new WeakMap<Catalog, Map<Loaded, Messages>>();
const fetching = new WeakMap<Catalog, Map<Loaded, Promise<void>>>();
const translators = new WeakMap<Catalog, Map<Language, Translator<Messages>>>();
/** The catalogs of the apps on the page: a switch of language fetches theirs before it shows. */
const inUse = new Set<Catalog>();

function fetchedOf(catalog: Catalog) {
  let map = fetched.get(catalog);
  if (!map) fetched.set(catalog, (map = new Map()));
  return map;
}

/** Fetches a catalog's strings in `language` once; resolves when they are there (or failed). */
export function loadCatalog(catalog: Catalog, language: Language): Promise<void> {
  if (language === 'en' || fetchedOf(catalog).has(language)) return Promise.resolve();
  let pending = fetching.get(catalog);
  if (!pending) fetching.set(catalog, (pending = new Map()));
  let promise = pending.get(language);
  if (!promise) {
    promise = catalog.load[language]().then(
      (module) => void fetchedOf(catalog).set(language, module.default),
      (error: unknown) => {
        // The page stays usable in English; the next visit tries again.
        console.error(`The ${catalog.app} strings in ${language} could not be loaded`, error);
        fetchedOf(catalog).set(language, {});
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

function translatorOf<M extends Messages>(catalog: Catalog<M>, language: Language): Translator<M> {
  let byLanguage = translators.get(catalog);
  if (!byLanguage) translators.set(catalog, (byLanguage = new Map()));
  const kept = byLanguage.get(language);
  if (kept) return kept as Translator<M>;
  const intl = createIntl(
    {
      locale: LOCALES[language],
      defaultLocale: LOCALES.en,
      messages: language === 'en' ? catalog.en : (fetchedOf(catalog).get(language) ?? {}),
      // A string the Hindi catalog lacks shows in English (a test keeps the catalogs whole).
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  const translator: Translator<M> = {
    language,
    intl,
    t: (id, values) => intl.formatMessage({ id, defaultMessage: catalog.en[id] }, values),
  };
  byLanguage.set(language, translator as Translator<Messages>);
  return translator;
}

/**
 * A catalog's strings in `language` where they are fetched already (loadCatalog), else in
 * English: for a part of a page that shows in another language than the site's. The messages go
 * through the formatter whatever their form (text, or the trees a production build compiles).
 */
export function translatorIn<M extends Messages>(catalog: Catalog<M>, language: Language): Translator<M> {
  return translatorOf(catalog, language === 'en' || fetchedOf(catalog).has(language) ? language : 'en');
}

/**
 * The app's strings in the language shown. The first time an app shows in a language whose
 * strings are not fetched yet, it suspends until they are (its Suspense fallback shows).
 */
export function useCatalog<M extends Messages>(catalog: Catalog<M>): Translator<M> {
  const language = useLanguage();
  inUse.add(catalog);
  // Always one use(): React pairs a component's uses by their order when it renders again after
  // suspending, so a use() skipped once the strings are there would hand the component's next
  // one (a keyed load's, in a server render) this one's answer.
  use(language === 'en' || fetchedOf(catalog).has(language) ? READY : loadCatalog(catalog, language));
  return translatorOf(catalog, language);
}

/**
 * Switches the site's language once the strings of every app on the page are there, so the
 * page changes in one step rather than English first.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...inUse].map((catalog) => loadCatalog(catalog, language)));
  setLanguage(language);
}

/** Fetches an app's strings in the starting language before its first render (the host's bootstrap). */
export function prepareCatalog(catalog: Catalog): Promise<void> {
  inUse.add(catalog);
  return loadCatalog(catalog, getLanguage());
}
