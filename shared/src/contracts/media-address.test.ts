import { mediaUrl } from './media-address';

test("a stored file loads from the page's own address, at its stored relative path", () => {
  expect(mediaUrl('uploads/staff/a.webp')).toBe('/uploads/staff/a.webp');
  expect(mediaUrl('/uploads/staff/a.webp')).toBe('/uploads/staff/a.webp');
});
