import { filesIn, picturesIn } from './page-values';
import { coverWidth, homeBannerSizes, pictureFiles, srcsetOf } from './picture-widths';

const url = (path: string) => `https://api.test/${path}`;
const stored = 'uploads/83181/pages/0b9c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.webp';
const copy = (width: number) => `uploads/83181/pages/0b9c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d-${width}w.webp`;

test('a picture’s srcset names its copies narrower than it, narrowest first, then the picture at its own width', () => {
  expect(srcsetOf({ path: stored, width: 1600 }, url)).toBe(`https://api.test/${copy(480)} 480w, https://api.test/${copy(960)} 960w, https://api.test/${stored} 1600w`);
  expect(srcsetOf({ path: stored, width: 960 }, url)).toBe(`https://api.test/${copy(480)} 480w, https://api.test/${stored} 960w`);
  expect(srcsetOf({ path: stored, width: 481 }, url)).toBe(`https://api.test/${copy(480)} 480w, https://api.test/${stored} 481w`);
  expect(srcsetOf({ path: stored, width: 480 }, url)).toBe(`https://api.test/${stored} 480w`);
  expect(srcsetOf({ path: '', width: 0 }, url)).toBe('');
});

test('only a WebP the API made has copies', () => {
  expect(pictureFiles({ path: 'uploads/83181/staff/photo.jpg', width: 2000 })).toEqual([{ path: 'uploads/83181/staff/photo.jpg', width: 2000 }]);
});

test('a page’s files are its documents, and its pictures with their copies', () => {
  const page = {
    banner: { path: stored, width: 1000, height: 500, alt: { en: 'The gate', hi: '' } },
    documents: [{ title: { en: 'Fees', hi: '' }, document: 'uploads/83181/pages/fees.pdf' }],
    empty: { path: '', width: 0, height: 0, alt: { en: '', hi: '' } },
  };
  expect(filesIn(page)).toEqual([copy(480), copy(960), stored, 'uploads/83181/pages/fees.pdf']);
  expect(picturesIn(page)).toEqual([page.banner]);
});

test('a picture covering a box is drawn at the box’s width, or wider when it is wider than the box', () => {
  expect(coverWidth({ width: 1600, height: 500 }, '100vw', '340px')).toBe('max(100vw, 340px * 3.2)');
  expect(coverWidth({ width: 0, height: 0 }, '100vw', '340px')).toBe('100vw');
  expect(homeBannerSizes({ width: 1200, height: 900 })).toBe('max(min(100vw - 2rem, 1168px), 340px * 1.333)');
});
