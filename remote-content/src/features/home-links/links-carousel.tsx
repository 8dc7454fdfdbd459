import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { EXTERNAL_LINKS, LINKS_CAROUSEL } from './external-links';
import { LinkTile } from './link-tile';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The links marquee: loops right to left on its own, stops while the pointer or the keyboard
 * focus is on it (so a link can be read and followed), and stays still for users who ask for
 * reduced motion.
 */
export default function LinksCarousel() {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [still] = useState(prefersReducedMotion);

  /** A link reached with Tab is slid fully into view, at once. */
  const reveal = (index: number) => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    // The browser may have scrolled the clipped container to show the link; Swiper moves by
    // transform, so that scroll is undone first.
    swiper.el.scrollLeft = 0;
    const slide = swiper.slides.find((el) => Number(el.dataset.swiperSlideIndex) === index);
    if (slide && !slide.classList.contains('swiper-slide-fully-visible')) swiper.slideToLoop(index, 0);
  };

  return (
    <div
      onFocus={() => swiperRef.current?.autoplay?.stop()}
      onBlur={(event) => {
        if (still || event.currentTarget.contains(event.relatedTarget)) return;
        swiperRef.current?.autoplay?.start();
      }}
    >
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
        {EXTERNAL_LINKS.map((link, index) => (
          <SwiperSlide key={link.id} tag="li">
            <LinkTile link={link} onFocus={() => reveal(index)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
