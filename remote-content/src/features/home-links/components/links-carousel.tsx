import { useRef, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { LINKS_CAROUSEL } from '../external-links';
import { LinkTile, type UsefulLink } from './link-tile';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether `other` lies outside `element` (null: focus came from or went to nowhere). */
const outside = (element: Element, other: EventTarget | null) => !(other instanceof Node && element.contains(other));

/**
 * The links marquee: loops right to left on its own, stops while the pointer is on it, and stays
 * still for users who ask for reduced motion.
 *
 * Keyboard users: Swiper's loop keeps moving slides around in the document, which would send
 * Tab round in circles. While the keyboard is in the carousel it is therefore laid out as a
 * plain row in list order: Tab enters at the first link (Shift+Tab at the last), each link
 * slides fully into view as it gets the focus, and Tab leaves after the last. The loop and the
 * motion resume once the focus has left.
 */
export function LinksCarousel({ links }: { links: readonly UsefulLink[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const keyboardInside = useRef(false);
  // Moving the focused link in the document blurs it; those blurs are ours, not the user's.
  const rearranging = useRef(false);
  const [still] = useState(prefersReducedMotion);

  const enter = (event: FocusEvent<HTMLDivElement>) => {
    const swiper = swiperRef.current;
    if (!swiper || keyboardInside.current || rearranging.current) return;
    if (!outside(event.currentTarget, event.relatedTarget)) return;
    // A click focuses the link under the pointer: leave the slides where they are.
    if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return;
    const cameFromAfter =
      event.relatedTarget instanceof Node &&
      Boolean(event.currentTarget.compareDocumentPosition(event.relatedTarget) & Node.DOCUMENT_POSITION_FOLLOWING);
    keyboardInside.current = true;
    swiper.autoplay?.stop();
    rearranging.current = true;
    swiper.loopDestroy();
    swiper.params.loop = false;
    swiper.update();
    rearranging.current = false;
    const links = [...event.currentTarget.querySelectorAll('a')];
    (cameFromAfter ? links.at(-1) : links[0])?.focus();
  };

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const swiper = swiperRef.current;
    if (!swiper || !keyboardInside.current || rearranging.current) return;
    if (!outside(event.currentTarget, event.relatedTarget)) return;
    keyboardInside.current = false;
    swiper.params.loop = true;
    swiper.loopCreate(swiper.realIndex);
    swiper.update();
    if (!still) swiper.autoplay?.start();
  };

  /** A link reached with Tab is slid fully into view, at once. */
  const reveal = (index: number) => {
    const swiper = swiperRef.current;
    if (!swiper || !keyboardInside.current) return;
    // The browser may have scrolled the clipped frame to show the link; Swiper moves by
    // transform, so that scroll is undone first.
    swiper.el.scrollLeft = 0;
    if (!swiper.slides[index]?.classList.contains('swiper-slide-fully-visible')) swiper.slideTo(index, 0);
  };

  return (
    <div onFocus={enter} onBlur={leave}>
      <Swiper
        className="home-links-carousel"
        wrapperTag="ul"
        modules={[Autoplay]}
        loop
        speed={LINKS_CAROUSEL.speedMs}
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={LINKS_CAROUSEL.breakpoints}
        watchSlidesProgress
        autoplay={
          still
            ? false
            : {
                delay: LINKS_CAROUSEL.autoplayMs,
                reverseDirection: true,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              }
        }
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {links.map((link, index) => (
          <SwiperSlide key={index} tag="li">
            <LinkTile link={link} index={index} onFocus={() => reveal(index)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
