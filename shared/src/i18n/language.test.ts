import { getLanguage, languageOfSearch, LANGUAGE_KEY, searchWithLanguage, setLanguage, startingLanguage } from './language';

afterEach(() => {
  setLanguage('en');
  localStorage.clear();
});

describe('the language of an address', () => {
  it.each([
    ['?lang=hi', 'hi'],
    ['?q=x&lang=en', 'en'],
    ['?lang=fr', null],
    ['', null],
  ])('%j names %p', (search, language) => {
    expect(languageOfSearch(search)).toBe(language);
  });

  it('marks Hindi in the query and leaves English unmarked, keeping the rest', () => {
    expect(searchWithLanguage('?q=school', 'hi')).toBe('?q=school&lang=hi');
    expect(searchWithLanguage('?q=school&lang=hi', 'en')).toBe('?q=school');
    expect(searchWithLanguage('?lang=hi', 'en')).toBe('');
  });
});

describe('the starting language', () => {
  it('is the address’s, then the visitor’s last choice, then English', () => {
    expect(startingLanguage('')).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    expect(startingLanguage('')).toBe('hi');
    expect(startingLanguage('?lang=en')).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(startingLanguage('')).toBe('en');
  });
});

describe('setLanguage', () => {
  it('sets <html lang> and keeps a choice of Hindi for the next visit', () => {
    setLanguage('hi');
    expect(getLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});
