import { useEffect, useState } from 'react';

/** Cards per page by width (spec section 9): 1 under 640 px, 2 under 1024 px, else 3. */
function cardsForWidth(): number {
  if (window.matchMedia('(max-width: 639.98px)').matches) return 1;
  if (window.matchMedia('(max-width: 1023.98px)').matches) return 2;
  return 3;
}

export const AUTO_ADVANCE_MS = 5000;

/**
 * The alumni carousel's state: cards per page follow the window width, a change of that count
 * goes back to the first page, and the page advances every five seconds, wrapping, unless paused.
 */
export function useCarousel(itemCount: number, paused: boolean) {
  const [perPage, setPerPage] = useState(cardsForWidth);
  const [page, setPage] = useState(0);
  const [pageFor, setPageFor] = useState(perPage);
  const pages = Math.max(1, Math.ceil(itemCount / perPage));

  if (pageFor !== perPage) {
    setPageFor(perPage);
    setPage(0);
  }

  useEffect(() => {
    const queries = ['(max-width: 639.98px)', '(max-width: 1023.98px)'].map((query) => window.matchMedia(query));
    const update = () => setPerPage(cardsForWidth());
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);

  useEffect(() => {
    if (paused || pages < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, pages]);

  return {
    perPage,
    page: Math.min(page, pages - 1),
    pages,
    next: () => setPage((current) => (current + 1) % pages),
    previous: () => setPage((current) => (current - 1 + pages) % pages),
    goTo: setPage,
  };
}
