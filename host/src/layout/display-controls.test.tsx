import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisplayControls } from './display-controls';
import { applyDisplaySettings, readDisplaySettings } from './display-settings';

const root = document.documentElement;
const button = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('style');
  delete root.dataset.contrast;
});

test('A+ and A− step the text size between 87.5 % and 200 %, A goes back to normal, and the size is said', async () => {
  render(<DisplayControls />);
  expect(button(/^A normal text size$/)).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  await userEvent.click(button(/^A\+ larger text$/));
  expect(root.style.fontSize).toBe('125%');
  expect(screen.getByRole('status')).toHaveTextContent('Text size 125%');
  expect(button(/^A normal text size$/)).toHaveAttribute('aria-pressed', 'false');

  for (let i = 0; i < 3; i++) await userEvent.click(button(/^A\+ larger text$/));
  expect(root.style.fontSize).toBe('200%');
  expect(button(/^A\+ larger text$/)).toBeDisabled();

  await userEvent.click(button(/^A normal text size$/));
  expect(root.style.fontSize).toBe('');
  await userEvent.click(button(/^A− smaller text$/));
  expect(root.style.fontSize).toBe('87.5%');
  expect(button(/^A− smaller text$/)).toBeDisabled();
});

test('high contrast is a toggle on the page', async () => {
  render(<DisplayControls />);
  const contrast = button(/^High contrast$/);
  expect(contrast).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(contrast);
  expect(contrast).toHaveAttribute('aria-pressed', 'true');
  expect(root.dataset.contrast).toBe('high');
  await userEvent.click(contrast);
  expect(root.dataset.contrast).toBeUndefined();
});

test('the choices hold on the next visit; a stored value that is not ours counts as unset', async () => {
  const { unmount } = render(<DisplayControls />);
  await userEvent.click(button(/^A\+ larger text$/));
  await userEvent.click(button(/^High contrast$/));
  unmount();
  root.removeAttribute('style');
  delete root.dataset.contrast;

  // The next visit: bootstrap applies what was stored before the first render.
  applyDisplaySettings(readDisplaySettings());
  expect(root.style.fontSize).toBe('125%');
  expect(root.dataset.contrast).toBe('high');
  render(<DisplayControls />);
  expect(button(/^High contrast$/)).toHaveAttribute('aria-pressed', 'true');

  localStorage.setItem('displayTextSize', '900');
  expect(readDisplaySettings().textSize).toBe(100);
});
