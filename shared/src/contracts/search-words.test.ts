import { answersSearch, languageOf, searchTextProblem, searchWords, wordsWithin } from './search-words';

test('Devanagari words keep their vowel signs, virama, nukta and anusvara; the danda and spaces part them', () => {
  expect(searchWords('श्रीमती पूजा नौटियाल। कर्तव्यनिष्ठा, संस्कृत')).toEqual(['श्रीमती', 'पूजा', 'नौटियाल', 'कर्तव्यनिष्ठा', 'संस्कृत']);
});

test('a word is the same however it was typed: case, a nukta letter as one character, a joiner inside a conjunct', () => {
  expect(searchWords('Science EXHIBITION')).toEqual(['science', 'exhibition']);
  expect(searchWords('\u095Bिले')).toEqual(searchWords('\u091C\u093Cिले'));
  expect(searchWords('क्\u200Dष')).toEqual(['क्ष']);
});

test('punctuation and query syntax are not words', () => {
  expect(searchWords('"science" AND (exhibition)* title:x -y & !z')).toEqual(['science', 'and', 'exhibition', 'title', 'x', 'y', 'z']);
  expect(searchWords('*** ::: "')).toEqual([]);
});

test('each word is found where it stands in the text', () => {
  expect(wordsWithin('Hi, पूजा!')).toEqual([
    { word: 'hi', start: 0, end: 2 },
    { word: 'पूजा', start: 4, end: 8 },
  ]);
});

test('a word answers a search when it is a word asked, or begins with the last one', () => {
  expect(answersSearch('exhibition', ['science', 'exhib'])).toBe(true);
  expect(answersSearch('scientist', ['science', 'exhib'])).toBe(false);
  expect(answersSearch('science', ['science', 'exhib'])).toBe(true);
});

test('what may be searched for', () => {
  expect(searchTextProblem('  ')).toBe('Type a word to search for.');
  expect(searchTextProblem('!!!')).toBe('Search for a word: letters or digits.');
  expect(searchTextProblem('x'.repeat(201))).toBe('Search for at most 200 characters.');
  expect(searchTextProblem('a b c d e f g h i j k')).toBe('Search for at most 10 words.');
  expect(searchTextProblem(' नौटियाल ')).toBeNull();
});

test('a text with Devanagari is Hindi, any other English', () => {
  expect(languageOf('श्रीमती पूजा')).toBe('hi');
  expect(languageOf('Smt. Meena Negi')).toBe('en');
});
