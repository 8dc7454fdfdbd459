import { pagesOrigin } from './use-page-title';

afterEach(() => {
  document.head.innerHTML = '';
});

test('a page reached at another of its school’s addresses names the one its file was written with', () => {
  document.head.innerHTML = '<link rel="canonical" href="https://school.example.in/rti?lang=hi">';
  expect(window.location.origin).toBe('http://localhost');
  expect(pagesOrigin()).toBe('https://school.example.in');
});

test('a page without a canonical address (the shell) names its own', () => {
  expect(pagesOrigin()).toBe('http://localhost');
  document.head.innerHTML = '<link rel="canonical">';
  expect(pagesOrigin()).toBe('http://localhost');
});
