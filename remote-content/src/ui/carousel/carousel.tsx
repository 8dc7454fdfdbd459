import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { useCatalog } from '@school/shared';
import { contentCatalog } from '../../i18n/content-strings';
import { CarouselControls, CarouselPicker, type CarouselLabels } from './carousel-controls';
import { slotOf, useCarousel } from './use-carousel';
import './carousel.css';

interface CarouselProps {
  /** Names the carousel, a region (APG: aria-roledescription="carousel"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides on view side by side. */
  perView?: number;
  intervalMs: number;
  transitionMs: number;
  /** The way it turns by itself: 1 brings the next slide in, -1 the previous one. */
  step?: 1 | -1;
  /** Whether it starts turning by itself; never for users who ask for reduced motion. */
  autoplay?: boolean;
  labels: CarouselLabels;
  /** Each slide's name, "2 of 5" unless told. */
  slideLabel?: (position: number, count: number) => string;
  /** With it, a dot per slide jumps to that slide; this names the dots. */
  pickerLabel?: (position: number) => string;
  /** Back to the first slide when this changes (slides regrouped); a change of count or perView does it anyway. */
  resetKey?: string | number;
  /** The consumer's class on the region: it lays out the controls and sets --carousel-gap. */
  className?: string;
}

/**
 * The site's one carousel (the banner, the useful links, the alumni), after the WAI-ARIA APG
 * carousel pattern: a region whose slides are groups named "2 of 5". Slides out of view are inert
 * and hidden from screen readers; the live region is off while it turns by itself. The rotation
 * button comes first in the Tab order, then previous and next, then the slides' own links.
 *
 * The slides share one grid cell, so the carousel is as high as its tallest slide, and each
 * stands where its slot puts it by a CSS transform: moves cost no layout, and looping needs no
 * copies of slides. With no more slides than fit, it stands still and shows no controls.
 */
export function Carousel({
  label,
  children,
  perView = 1,
  intervalMs,
  transitionMs,
  step = 1,
  autoplay = true,
  labels,
  slideLabel,
  pickerLabel,
  resetKey,
  className,
}: CarouselProps) {
  const { t } = useCatalog(contentCatalog);
  const nameSlide = slideLabel ?? ((position: number, count: number) => t('carousel.slide', { position, count }));
  const slides = Children.toArray(children);
  const count = slides.length;
  const { placement, firstInDocument, track, moves, playing, rotating, togglePlaying, previous, next, goTo, holds, swipe } = useCarousel({
    count,
    perView,
    intervalMs,
    transitionMs,
    step,
    autoplay,
    resetKey,
  });
  const trackStyle = { '--carousel-per-view': perView, '--carousel-speed': `${transitionMs}ms` } as CSSProperties;

  return (
    <section
      className={className ? `ui-carousel ${className}` : 'ui-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      {...holds}
    >
      {moves && <CarouselControls playing={playing} labels={labels} onToggle={togglePlaying} onPrevious={previous} onNext={next} />}
      <div className="ui-carousel-viewport" {...swipe}>
        <div
          ref={track}
          className={placement.animate ? 'ui-carousel-track' : 'ui-carousel-track ui-carousel-instant'}
          aria-live={rotating ? 'off' : 'polite'}
          style={trackStyle}
        >
          {slides.map((_, rank) => {
            const position = (rank + firstInDocument) % count;
            const slide = slides[position];
            const slot = slotOf(position, placement, count);
            const shown = slot >= 0 && slot < perView;
            return (
              <div
                key={isValidElement(slide) && slide.key !== null ? slide.key : position}
                className="ui-carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={nameSlide(position + 1, count)}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                style={{ '--carousel-slot': slot } as CSSProperties}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {pickerLabel && moves && <CarouselPicker count={count} current={placement.index} label={pickerLabel} onPick={goTo} />}
    </section>
  );
}
