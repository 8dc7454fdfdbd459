import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { fakeMedia, removeFakeMedia, slidesOnView } from './testing';

const LABELS = { previous: 'Previous slide', next: 'Next slide', pause: 'Pause the slideshow', play: 'Play the slideshow' };

function Slides({ count = 3, perView, step }: { count?: number; perView?: number; step?: 1 | -1 }) {
  return (
    <>
      <button type="button">Before</button>
      <Carousel label="Pictures" intervalMs={3000} transitionMs={1000} labels={LABELS} perView={perView} step={step}>
        {Array.from({ length: count }, (_, index) => (
          <a key={index} href={`#slide-${index + 1}`}>
            Slide {index + 1}
          </a>
        ))}
      </Carousel>
      <button type="button">After</button>
    </>
  );
}

/** The names of the slides a user can see and reach, left to right: the others are hidden from both. */
const shown = () => slidesOnView().map((slide) => slide.getAttribute('aria-label'));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Pictures' });
/** The slides' container, which screen readers follow as a live region while it stands still. */
const liveRegion = () => screen.getAllByRole('group')[0]?.parentElement;

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  fakeMedia();
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  removeFakeMedia();
});

test('is a carousel region whose slides are groups named "N of M"; only the slide on view can be seen or reached', () => {
  render(<Slides />);
  expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = within(carousel()).getAllByRole('group', { hidden: true });
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
  expect(shown()).toEqual(['1 of 3']);
  expect(slides[0]).not.toHaveAttribute('inert');
  for (const hidden of slides.slice(1)) {
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  }
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Slide 1']);
});

test('advances every interval and loops from the last slide to the first', () => {
  render(<Slides />);
  wait(2999);
  expect(shown()).toEqual(['1 of 3']);
  wait(1);
  expect(shown()).toEqual(['2 of 3']);
  wait(3000);
  expect(shown()).toEqual(['3 of 3']);
  wait(3000);
  expect(shown()).toEqual(['1 of 3']);
});

test('a move slides by transform: the old slide leaves to the left, the new one takes its place', () => {
  render(<Slides />);
  const slots = () => within(carousel()).getAllByRole('group', { hidden: true }).map((slide) => slide.style.getPropertyValue('--carousel-slot'));
  expect(slots()).toEqual(['0', '1', '2']);
  expect(liveRegion()).toHaveClass('ui-carousel-instant');
  wait(3000);
  expect(slots()).toEqual(['-1', '0', '1']);
  expect(liveRegion()).not.toHaveClass('ui-carousel-instant');
});

test('before each move the slide coming in is put on its side unseen, so that no slide slides across the view', async () => {
  render(<Slides count={2} />);
  const slides = within(carousel()).getAllByRole('group', { hidden: true });
  const slots = () => slides.map((slide) => Number(slide.style.getPropertyValue('--carousel-slot')));
  // The carousel makes the browser style the prepared slots (it reads offsetWidth) before it moves them.
  const prepared: { slots: number[]; instant: boolean }[] = [];
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => {
    prepared.push({ slots: slots(), instant: liveRegion()?.classList.contains('ui-carousel-instant') ?? false });
    return 0;
  });

  wait(3000);
  expect(slots()).toEqual([-1, 0]);
  // Forward again: the first slide, gone out to the left, must come in from the right.
  wait(3000);
  expect(prepared.at(-1)).toEqual({ slots: [1, 0], instant: true });
  expect(slots()).toEqual([0, -1]);
  expect(liveRegion()).not.toHaveClass('ui-carousel-instant');
  // Back: the second slide, gone out to the left, comes back in from the left.
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(prepared.at(-1)).toEqual({ slots: [0, -1], instant: true });
  expect(slots()).toEqual([1, 0]);
  // Back again: the first slide, gone out to the right, must come in from the left.
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(prepared.at(-1)).toEqual({ slots: [-1, 0], instant: true });
  expect(slots()).toEqual([0, 1]);
});

test('previous and next move one slide and wrap round', async () => {
  render(<Slides />);
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(shown()).toEqual(['3 of 3']);
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shown()).toEqual(['2 of 3']);
});

test('turning backwards (step -1) brings the previous slide in', () => {
  render(<Slides step={-1} />);
  wait(3000);
  expect(shown()).toEqual(['3 of 3']);
  wait(3000);
  expect(shown()).toEqual(['2 of 3']);
});

test('pauses while the pointer is over it, and goes on when it leaves', async () => {
  render(<Slides />);
  await user.hover(carousel());
  wait(10_000);
  expect(shown()).toEqual(['1 of 3']);
  expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  await user.unhover(carousel());
  expect(liveRegion()).toHaveAttribute('aria-live', 'off');
  wait(3000);
  expect(shown()).toEqual(['2 of 3']);
});

test('pauses while the keyboard focus is inside, and goes on when it leaves', async () => {
  render(<Slides />);
  screen.getByRole('button', { name: 'Before' }).focus();
  await user.tab();
  // The rotation button comes first (APG), then previous and next, then the slide's link.
  expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toHaveFocus();
  wait(10_000);
  expect(shown()).toEqual(['1 of 3']);
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Slide 1' })).toHaveFocus();
  wait(10_000);
  expect(shown()).toEqual(['1 of 3']);
  // jsdom knows no inert, so Tab would go on into the hidden slides: the focus leaves by hand.
  act(() => screen.getByRole('button', { name: 'After' }).focus());
  wait(3000);
  expect(shown()).toEqual(['2 of 3']);
});

test('Pause stops it for good, whatever the pointer and focus do; Play starts it at once', async () => {
  render(<Slides />);
  await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
  await user.unhover(carousel());
  await user.click(screen.getByRole('button', { name: 'After' }));
  expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  wait(30_000);
  expect(shown()).toEqual(['1 of 3']);

  // With the pointer and the focus still on it, Play means now.
  await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
  expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toHaveFocus();
  wait(3000);
  expect(shown()).toEqual(['2 of 3']);
});

test('with reduced motion it stands still until the user starts it', async () => {
  removeFakeMedia();
  fakeMedia({ reducedMotion: true });
  render(<Slides />);
  wait(30_000);
  expect(shown()).toEqual(['1 of 3']);
  await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
  wait(3000);
  expect(shown()).toEqual(['2 of 3']);
});

test('shows perView slides side by side and moves one at a time', () => {
  render(<Slides count={5} perView={3} />);
  expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
  wait(3000);
  expect(shown()).toEqual(['2 of 5', '3 of 5', '4 of 5']);
  wait(3000);
  wait(3000);
  // Looping: the first slide follows the last.
  expect(shown()).toEqual(['4 of 5', '5 of 5', '1 of 5']);
});

test('once a move has ended, the slides on view come in the document, and so in the Tab order, as they stand on screen', async () => {
  render(<Slides count={5} perView={3} step={-1} />);
  const inDocument = () => screen.getAllByRole('link').map((link) => link.textContent);
  wait(3000);
  expect(shown()).toEqual(['5 of 5', '1 of 5', '2 of 5']);
  // During the move the document keeps its order: moving a node would cancel its transition.
  expect(inDocument()).toEqual(['Slide 1', 'Slide 2', 'Slide 5']);
  wait(1050);
  expect(inDocument()).toEqual(['Slide 5', 'Slide 1', 'Slide 2']);
  screen.getByRole('button', { name: 'Before' }).focus();
  for (const name of ['Pause the slideshow', 'Previous slide', 'Next slide', 'Slide 5', 'Slide 1', 'Slide 2']) {
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(name);
  }
});

test('with no more slides than fit it stands still, all on view, with no controls', () => {
  render(<Slides count={3} perView={3} />);
  expect(shown()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  expect(within(carousel()).queryByRole('button')).not.toBeInTheDocument();
  wait(10_000);
  expect(shown()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
});

test('a sideways swipe turns it; a short one does not', () => {
  render(<Slides />);
  const viewport = screen.getByRole('link', { name: 'Slide 1' }).closest('.ui-carousel-viewport') as HTMLElement;
  // jsdom has no PointerEvent: a mouse event of the pointer's type, with the finger's pointerType.
  const pointer = (type: string, clientX: number) =>
    Object.assign(new MouseEvent(type, { bubbles: true, clientX }), { pointerType: 'touch' });
  const swipe = (from: number, to: number) => {
    fireEvent(viewport, pointer('pointerdown', from));
    fireEvent(viewport, pointer('pointerup', to));
  };
  swipe(200, 100);
  expect(shown()).toEqual(['2 of 3']);
  swipe(100, 200);
  expect(shown()).toEqual(['1 of 3']);
  swipe(100, 120);
  expect(shown()).toEqual(['1 of 3']);
});

test('the dots name each slide, mark the current one and jump to theirs', async () => {
  render(
    <Carousel label="Pictures" intervalMs={3000} transitionMs={1000} labels={LABELS} pickerLabel={(page) => `Page ${page}`}>
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true');
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(shown()).toEqual(['3 of 3']);
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
});
