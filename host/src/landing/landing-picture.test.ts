import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_PICTURE } from './landing-picture';

// The HTML's preload and the placeholder must name the same candidates and sizes, or the
// browser downloads the picture twice.
const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

test('the home page HTML preloads the landing picture the placeholder shows', () => {
  expect(html).toContain('rel="preload"');
  expect(attribute('imagesrcset')).toBe(LANDING_PICTURE.avifSrcSet);
  expect(attribute('imagesizes')).toBe(LANDING_PICTURE.sizes);
  expect(attribute('type')).toBe('image/avif');
});

test('only the home page variant of the HTML carries the preload', () => {
  expect(html).toMatch(/<% if \(home\) \{ %>\s*<!--[^]*?rel="preload"[^]*?<% \} %>/);
});
