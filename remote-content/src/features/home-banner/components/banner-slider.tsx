import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Picture } from '@school/shared/contracts/page-fields';
import { homeBannerSizes } from '@school/shared/contracts/picture-widths';
import { SchoolPicture } from '../../../ui/school-picture';
import { BANNER } from '../banner-content';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The school's banner pictures, looping every three seconds. The arrows and the pause button show
 * while the pointer is over the banner, or when they have the keyboard focus. Users who ask
 * for reduced motion get a still banner they can start.
 */
export function BannerSlider({ slides }: { slides: readonly Picture[] }) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper reads its options once; later starts and stops go through its instance.
  const [autoplay] = useState(() => ({
    enabled: !prefersReducedMotion(),
    delay: BANNER.intervalMs,
    disableOnInteraction: false,
  }));
  const [navigation] = useState(() => ({ prevEl: null, nextEl: null }));
  const [playing, setPlaying] = useState(autoplay.enabled);

  const togglePlaying = () => {
    const player = swiperRef.current?.autoplay;
    if (!player) return;
    if (playing) player.stop();
    else player.start();
    setPlaying(!playing);
  };

  return (
    <Swiper
      className="home-banner-slider"
      modules={[Autoplay, Navigation]}
      loop
      speed={BANNER.transitionMs}
      autoplay={autoplay}
      navigation={navigation}
      onBeforeInit={(swiper) => {
        // The buttons are this component's own; they exist by now (they render inside Swiper).
        swiperRef.current = swiper;
        if (typeof swiper.params.navigation === 'object') {
          swiper.params.navigation.prevEl = previous.current;
          swiper.params.navigation.nextEl = next.current;
        }
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.path}>
          <SchoolPicture picture={slide} sizes={homeBannerSizes(slide)} priority={index === 0} />
        </SwiperSlide>
      ))}
      <div slot="container-end" className="home-banner-controls">
        <button ref={previous} type="button" className="home-banner-arrow home-banner-previous" aria-label={BANNER.labels.previous}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button type="button" className="home-banner-pause" onClick={togglePlaying} aria-label={playing ? BANNER.labels.pause : BANNER.labels.play}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? <path d="M9 6v12M15 6v12" /> : <path className="home-banner-play-icon" d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
        <button ref={next} type="button" className="home-banner-arrow home-banner-next" aria-label={BANNER.labels.next}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </Swiper>
  );
}
