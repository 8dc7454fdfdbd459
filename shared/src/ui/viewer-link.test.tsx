import { fireEvent, render, screen } from '@testing-library/react';
import { ViewerLink } from './viewer-link';

function renderLink() {
  const onOpen = jest.fn();
  render(
    <ViewerLink href="/uploads/p.webp" onOpen={onOpen} dialog label="Sports day">
      <img src="/uploads/p.webp" alt="" />
    </ViewerLink>,
  );
  return { onOpen, link: screen.getByRole('link', { name: 'Sports day' }) };
}

test('a link to the file, which says it opens a dialog; a plain click opens it in the page instead', () => {
  const { onOpen, link } = renderLink();
  expect(link).toHaveAttribute('href', '/uploads/p.webp');
  expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  // fireEvent answers false when the default was prevented: the browser does not follow the link.
  expect(fireEvent.click(link)).toBe(false);
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('a click for a new tab or window, or with another button, is the browser’s own', () => {
  const { onOpen, link } = renderLink();
  for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    expect(fireEvent.click(link, click)).toBe(true);
  }
  expect(onOpen).not.toHaveBeenCalled();
});
