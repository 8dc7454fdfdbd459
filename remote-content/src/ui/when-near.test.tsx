import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  options: IntersectionObserverInit | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  FakeObserver.last = null;
});

test('shows the placeholder until its spot comes near the viewport, then the content for good', () => {
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  render(
    <WhenNear placeholder={<p>Waiting</p>} margin="300px">
      <p>Loaded</p>
    </WhenNear>,
  );
  const observer = FakeObserver.last;
  expect(screen.getByText('Waiting')).toBeInTheDocument();
  expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
  expect(observer?.options?.rootMargin).toBe('300px 0px');
  expect(observer?.observed).toHaveLength(1);

  act(() => observer?.callback([{ isIntersecting: false }]));
  expect(screen.queryByText('Loaded')).not.toBeInTheDocument();

  act(() => observer?.callback([{ isIntersecting: true }]));
  expect(screen.getByText('Loaded')).toBeInTheDocument();
  expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  expect(observer?.disconnected).toBe(true);
});

test('a placeholder of the same kind as the content is updated in place, not drawn anew', () => {
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  render(
    <WhenNear placeholder={<p>Waiting</p>}>
      <p>Loaded</p>
    </WhenNear>,
  );
  const shown = screen.getByText('Waiting');
  act(() => FakeObserver.last?.callback([{ isIntersecting: true }]));
  expect(shown).toHaveTextContent('Loaded');
  expect(shown.isConnected).toBe(true);
});

test('without IntersectionObserver the content shows at once', () => {
  render(
    <WhenNear placeholder={<p>Waiting</p>}>
      <p>Loaded</p>
    </WhenNear>,
  );
  expect(screen.getByText('Loaded')).toBeInTheDocument();
});
