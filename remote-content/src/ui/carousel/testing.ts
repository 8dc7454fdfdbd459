import { screen } from '@testing-library/react';

/**
 * For the carousels' tests: a window.matchMedia (jsdom has none) answering width and reduced-motion queries for
 * a window the test sizes, and telling listeners when a query's answer changes, as a browser
 * does when the window is resized.
 */
export function fakeMedia({ width = 1280, reducedMotion = false } = {}) {
  let current = width;
  const answer = (query: string): boolean => {
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    if (min) return current >= Number(min[1]);
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    if (max) return current <= Number(max[1]);
    if (/\(prefers-reduced-motion:\s*reduce\)/.test(query)) return reducedMotion;
    return false;
  };

  class FakeQueryList extends EventTarget {
    matches: boolean;
    onchange = null;
    constructor(readonly media: string) {
      super();
      this.matches = answer(media);
    }
    addListener() {}
    removeListener() {}
  }

  const lists: FakeQueryList[] = [];
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const list = new FakeQueryList(query);
      lists.push(list);
      return list;
    },
  });

  return {
    /** Resizes the window: each query whose answer changes fires `change`. */
    setWidth(next: number) {
      current = next;
      for (const list of lists) {
        const matches = answer(list.media);
        if (matches === list.matches) continue;
        list.matches = matches;
        list.dispatchEvent(new Event('change'));
      }
    },
  };
}

/** Takes the fake away again (afterEach). */
export function removeFakeMedia() {
  Reflect.deleteProperty(window, 'matchMedia');
}

/**
 * The slides a user sees, left to right (jsdom lays nothing out: by the slot the carousel puts
 * each in). Slides out of view are hidden from screen readers, so the role query leaves them out.
 */
export function slidesOnView(): HTMLElement[] {
  const slot = (slide: HTMLElement) => Number(slide.style.getPropertyValue('--carousel-slot'));
  return screen
    .queryAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .sort((a, b) => slot(a) - slot(b));
}
