import { useHydrating } from '@school/shared/use-hydrating';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Where the slides stand. Each slide has a slot: 0 to perView - 1 are on view, lower slots wait
 * to the left, higher ones to the right. The slots run from `lo` to `lo + count - 1`, in the
 * slides' order from `index` round the loop, so the carousel loops without copies of slides.
 */
interface Placement {
  /** The slide in slot 0. */
  index: number;
  lo: number;
  /** Whether the last change slides (a move) or jumps (a preparation, a reset). */
  animate: boolean;
  /** A move by this many slides, waiting until the slides that enter stand on their side. */
  pending: number | null;
}

type Action = { type: 'move'; by: number; count: number; perView: number } | { type: 'go'; count: number } | { type: 'reset' };

const START: Placement = { index: 0, lo: 0, animate: false, pending: null };

const wrap = (value: number, count: number) => ((value % count) + count) % count;

/** The slot of slide `slide` of `count`. */
export const slotOf = (slide: number, { index, lo }: Placement, count: number) => wrap(slide - index - lo, count) + lo;

/**
 * A move goes in two steps. First the slides out of view move, unseen, to the side the new ones
 * come in from (all to the right before a move forward, all to the left before a move back).
 * Then every slide moves `by` slots at once, with a transition. Both steps keep slots 0 to
 * perView - 1 where they were, so the first step is never seen. A move longer than the slides out
 * of view can cover jumps.
 */
function place(state: Placement, action: Action): Placement {
  switch (action.type) {
    case 'reset':
      return START;
    case 'move': {
      const { by, count, perView } = action;
      if (count <= perView || by === 0) return state;
      if (Math.abs(by) > count - perView) return { index: wrap(state.index + by, count), lo: 0, animate: false, pending: null };
      return { ...state, lo: by > 0 ? 0 : perView - count, animate: false, pending: by };
    }
    case 'go':
      if (state.pending === null) return state;
      return { index: wrap(state.index + state.pending, action.count), lo: state.lo - state.pending, animate: true, pending: null };
  }
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;


/** Whether `other` lies outside `element` (null: the focus came from or went to nowhere). */
const outside = (element: Element, other: EventTarget | null) => !(other instanceof Node && element.contains(other));

/** A click focuses a button too; only the keyboard's focus should hold the carousel. */
function byKeyboard(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: hold it for every focus
  }
}

/** How far a finger must travel sideways to turn the carousel. */
const SWIPE_PX = 40;

interface CarouselOptions {
  count: number;
  perView: number;
  intervalMs: number;
  transitionMs: number;
  /** The way it turns by itself: 1 brings the next slide in, -1 the previous one. */
  step: 1 | -1;
  /** Whether it starts turning by itself; never for users who ask for reduced motion. */
  autoplay: boolean;
  /** Back to the first slide when this changes; a change of count or perView does it anyway. */
  resetKey?: string | number;
}

/**
 * A carousel's state as the WAI-ARIA APG carousel pattern wants it: it turns every
 * `intervalMs`, pauses while the pointer is over it or the keyboard's focus is in it, and stops
 * for good when the user presses Pause (Play starts it again, at once, even with the pointer or
 * the focus still on it).
 */
export function useCarousel({ count, perView, intervalMs, transitionMs, step, autoplay, resetKey }: CarouselOptions) {
  const [placement, dispatch] = useReducer(place, START);
  const track = useRef<HTMLDivElement>(null);
  // A prerendered page (decision 014) cannot know the setting: it is drawn, and hydrated, as if
  // motion were fine, and stops at once after.
  const reducedMotion = !useHydrating() && prefersReducedMotion();
  // The user's Play or Pause, once pressed; until then it turns by itself if it may.
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? (autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // After Play, focus moving inside the carousel does not hold it again until it has left.
  const focusReleased = useRef(false);
  const moves = count > perView;
  const rotating = moves && playing && !hovered && !focused;

  const shape = `${count}/${perView}/${resetKey ?? ''}`;
  const [shapeFor, setShapeFor] = useState(shape);
  if (shapeFor !== shape) {
    setShapeFor(shape);
    dispatch({ type: 'reset' });
  }

  const move = useCallback((by: number) => dispatch({ type: 'move', by, count, perView }), [count, perView]);

  useLayoutEffect(() => {
    if (placement.pending === null) return;
    // The browser must have styled the prepared slots before the move, or it would slide the
    // entering slides from where they stood before. Only transforms changed, so this read costs
    // a style pass and no layout.
    void track.current?.offsetWidth;
    dispatch({ type: 'go', count });
  }, [placement.pending, count]);

  // Every move, by hand or by itself, gives the next one the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => move(step), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, placement.index, move, step, intervalMs]);

  // Tab and screen readers follow the document's order, not the slides' places on screen. Once a
  // move has ended, the slides are put in the document in the order they stand in: moving them
  // then shows nothing, their places being transforms (moving them during a move would cancel its
  // transitions). Not while the focus is on a slide's link: moving it would drop the focus.
  const [firstInDocument, setFirstInDocument] = useState(0);
  useEffect(() => {
    if (firstInDocument === placement.index) return;
    const timer = window.setTimeout(() => {
      if (!track.current?.contains(document.activeElement)) setFirstInDocument(placement.index);
    }, transitionMs + 50);
    return () => window.clearTimeout(timer);
  }, [placement.index, firstInDocument, transitionMs]);

  const togglePlaying = () => {
    if (playing) {
      setPlaying(false);
      return;
    }
    setPlaying(true);
    setHovered(false);
    setFocused(false);
    focusReleased.current = true;
  };

  // Phones: a sideways swipe turns it (the viewport's touch-action leaves vertical scrolling to the page).
  const swipeFrom = useRef<number | null>(null);
  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
      move(event.clientX < from ? 1 : -1);
    },
    onPointerCancel: () => {
      swipeFrom.current = null;
    },
  };

  const holds = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!focusReleased.current && byKeyboard(event.target)) setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!outside(event.currentTarget, event.relatedTarget)) return;
      focusReleased.current = false;
      setFocused(false);
    },
  };

  return {
    placement,
    firstInDocument,
    track,
    moves,
    playing,
    rotating,
    togglePlaying,
    previous: () => move(-1),
    next: () => move(1),
    goTo: (slide: number) => move(slide - placement.index),
    holds,
    swipe,
  };
}
