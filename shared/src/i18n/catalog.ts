import { use } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
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

/** What a component formats with: `t(id, values)` for the app's strings, `locale` for dates, `formatNumber` for numbers. */
export interface Translator<M extends Messages> {
  language: Language;
  /** The language's locale (hi-IN), for the date module's formatDay. */
  locale: string;
  t: (id: keyof M & string, values?: Record<string, string | number | Date>) => string;
  /** A number as the language writes it (12,34,567 in India's grouping). */
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string;
}

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

/** A compiled message's parts that need no formatter (@formatjs/icu-messageformat-parser's TYPE). */
const LITERAL = 0;
const ARGUMENT = 1;

type SimplePart = { type: typeof LITERAL | typeof ARGUMENT; value: string };
const isSimplePart = (part: unknown): part is SimplePart =>
  typeof part === 'object' && part !== null && [LITERAL, ARGUMENT].includes((part as { type?: unknown }).type as number) && typeof (part as { value?: unknown }).value === 'string';

/**
 * A message made of text and `{name}`s given as text or numbers, put together as FormatJS would
 * (a value as String() writes it), or null when it needs the formatter (a plural, a date, a tag,
 * a value not given). Most of a page's strings are such, and a formatter's first use loads the
 * locale's Intl data, a task of about 60 ms on a mid-range phone, which a page that formats
 * nothing else while it is hydrated then never runs. A message as written (development, tests)
 * is read only when it is plain text: ICU's syntax there (an argument, a tag, an apostrophe
 * that quotes) goes to the formatter; a lone apostrophe is text to ICU too.
 */
function simplyFormatted(message: unknown, values: Record<string, unknown> = {}): string | null {
  if (typeof message === 'string') return /[{}<>]|'['{}#|<>]/.test(message) ? null : message;
  if (!Array.isArray(message)) return null;
  let text = '';
  for (const part of message as unknown[]) {
    if (!isSimplePart(part)) return null;
    if (part.type === LITERAL) text += part.value;
    else {
      const value = values[part.value];
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      text += String(value);
    }
  }
  return text;
}

/**
 * A catalog's formatter in one language. FormatJS's IntlMessageFormat formats each message (the
 * syntax trees a production build compiles, or the text in development and tests), made once
 * per message; numbers go through Intl.NumberFormat. A message that cannot be formatted with the
 * values given is logged and shown as its text, as a page must not break for a string.
 */
function translatorOf<M extends Messages>(catalog: Catalog<M>, language: Language): Translator<M> {
  let byLanguage = translators.get(catalog);
  if (!byLanguage) translators.set(catalog, (byLanguage = new Map()));
  const kept = byLanguage.get(language);
  if (kept) return kept as Translator<M>;
  const locale = LOCALES[language];
  const strings = language === 'en' ? catalog.en : (fetchedOf(catalog).get(language) ?? {});
  const formats = new Map<string, IntlMessageFormat>();
  const numbers = new Map<string, Intl.NumberFormat>();
  const translator: Translator<M> = {
    language,
    locale,
    t: (id, values) => {
      const own = strings[id];
      const [message, messageLocale] = own === undefined || own === '' ? [catalog.en[id] ?? id, LOCALES.en] : [own, locale];
      const text = simplyFormatted(message, values);
      if (text !== null) return text;
      try {
        let format = formats.get(id);
        if (!format) formats.set(id, (format = new IntlMessageFormat(message, messageLocale)));
        return String(format.format(values));
      } catch (error) {
        console.error(`The ${catalog.app} string ${id} could not be formatted`, error);
        return typeof message === 'string' ? message : id;
      }
    },
    formatNumber: (value, options) => {
      const key = JSON.stringify(options ?? {});
      let format = numbers.get(key);
      if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
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

/**
 * Fetches an app's strings in the starting language before its first render (the host's
 * bootstrap), so that render need not suspend for them.
 */
export async function prepareCatalog(catalog: Catalog): Promise<void> {
  inUse.add(catalog);
  await loadCatalog(catalog, getLanguage());
}
