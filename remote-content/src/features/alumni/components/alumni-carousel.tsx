import { useState } from 'react';
import type { AlumnusRecord } from '@school/shared/contracts/records';
import { AlumniCard } from './alumni-card';
import { ALUMNI_TEXT } from '../alumni-text';
import { useCarousel } from '../hooks/use-carousel';
import './alumni.css';

interface AlumniCarouselProps {
  alumni: AlumnusRecord[];
  reload: () => void;
}

/**
 * Pages of 1, 2 or 3 alumni cards with previous/next buttons and page dots, advancing every
 * five seconds. Hovering or focusing it pauses the movement (WCAG 2.2.2), as does the Pause
 * button.
 */
export function AlumniCarousel({ alumni, reload }: AlumniCarouselProps) {
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const carousel = useCarousel(alumni.length, held || stopped);
  if (alumni.length === 0) return <p className="page-message">{ALUMNI_TEXT.empty}</p>;

  const first = carousel.page * carousel.perPage;
  const shown = alumni.slice(first, first + carousel.perPage);
  return (
    <section
      className="alumni-carousel"
      aria-roledescription="carousel"
      aria-label="Alumni"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="alumni-controls">
        <button type="button" className="alumni-arrow" onClick={carousel.previous} aria-label="Previous alumni">
          ‹
        </button>
        <button type="button" className="alumni-pause" onClick={() => setStopped((value) => !value)}>
          {stopped ? 'Play' : 'Pause'}
        </button>
        <button type="button" className="alumni-arrow" onClick={carousel.next} aria-label="Next alumni">
          ›
        </button>
      </div>
      <div
        className="alumni-page"
        role="group"
        aria-roledescription="slide"
        aria-label={`Page ${carousel.page + 1} of ${carousel.pages}`}
        aria-live={held || stopped ? 'polite' : 'off'}
        style={{ gridTemplateColumns: `repeat(${carousel.perPage}, minmax(0, 1fr))` }}
      >
        {shown.map((alumnus) => (
          <AlumniCard key={alumnus.alumniId} alumnus={alumnus} reload={reload} />
        ))}
      </div>
      <div className="alumni-dots">
        {Array.from({ length: carousel.pages }, (_, index) => (
          <button
            key={index}
            type="button"
            className="alumni-dot"
            aria-label={`Page ${index + 1}`}
            aria-current={index === carousel.page ? 'true' : undefined}
            onClick={() => carousel.goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
