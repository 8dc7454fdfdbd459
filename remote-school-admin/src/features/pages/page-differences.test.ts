import { pageDifferences } from './page-differences';

test('two contents of a page differ field by field, with the editor’s labels, English and Hindi together', () => {
  const one = { name: 'A. Principal', message: { en: 'Welcome.', hi: 'स्वागत है।' }, photo: { path: 'uploads/school.1/pages/a.webp', width: 10, height: 10, alt: { en: 'At the gate', hi: '' } } };
  const other = { name: 'A. Principal', message: { en: 'Welcome, all.', hi: 'स्वागत है।' }, photo: { path: 'uploads/school.1/pages/b.webp', width: 10, height: 10, alt: { en: 'At the gate', hi: '' } } };
  expect(pageDifferences('principal', one, other)).toEqual([
    { path: 'message', label: 'Message', one: { en: 'Welcome.', hi: 'स्वागत है।' }, other: { en: 'Welcome, all.', hi: 'स्वागत है।' } },
    { path: 'photo.path', label: 'Photo of the principal › Picture file', one: { plain: 'a.webp' }, other: { plain: 'b.webp' } },
  ]);
  expect(pageDifferences('principal', one, one)).toEqual([]);
});

test('a Hindi text alone differing is a difference; a list item only one side has is compared with an empty one', () => {
  const labs = (hi: string, more: boolean) => ({ labs: [{ name: { en: 'Physics', hi }, description: { en: '', hi: '' } }, ...(more ? [{ name: { en: 'Biology', hi: '' } }] : [])] });
  expect(pageDifferences('labs', labs('', false), labs('भौतिकी', true))).toEqual([
    { path: 'labs.0.name', label: 'Laboratories › Laboratory 1 › Name', one: { en: 'Physics', hi: '' }, other: { en: 'Physics', hi: 'भौतिकी' } },
    { path: 'labs.1.name', label: 'Laboratories › Laboratory 2 › Name', one: { en: '', hi: '' }, other: { en: 'Biology', hi: '' } },
  ]);
});

test('an empty side reads as empty, never as a crash: a page never saved against one written', () => {
  expect(pageDifferences('history', {}, { history: { en: 'Founded in 1962.', hi: '' } })).toEqual([
    { path: 'history', label: 'History', one: { en: '', hi: '' }, other: { en: 'Founded in 1962.', hi: '' } },
  ]);
});
