import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, FreeMode } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/free-mode';
import { partners, PARTNER_LOGO_SIZE } from '@/content/partners';
import { useCareMode } from '@/stores/care-mode';

/** SPEC §2 / §9: autoplay starts 1000 ms after the carousel loads. */
export const AUTOPLAY_START_DELAY_MS = 1000;

/**
 * SPEC §2 partner carousel: 4 per view and per group, loop, free mode, autoplay every 3000 ms that stops on
 * user interaction. Narrow phones show 2 at a time so the wordmarks stay legible. It stands still in 关怀模式
 * (docs/accessibility.md): the visitor swipes it.
 */
export const PARTNER_SWIPER_OPTIONS = {
  modules: [Autoplay, FreeMode],
  slidesPerView: 4,
  slidesPerGroup: 4,
  spaceBetween: 24,
  loop: true,
  freeMode: true,
  autoplay: { delay: 3000, disableOnInteraction: true },
  breakpoints: {
    0: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 12 },
    768: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 24 },
  },
} satisfies SwiperOptions;

export default function PartnerCarousel() {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const careMode = useCareMode();

  useEffect(() => {
    if (careMode) {
      swiperRef.current?.autoplay?.stop();
      return undefined;
    }
    const timer = setTimeout(() => swiperRef.current?.autoplay?.start(), AUTOPLAY_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [careMode]);

  return (
    <Swiper
      {...PARTNER_SWIPER_OPTIONS}
      className="partner-carousel"
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
        // Autoplay waits for the start delay (the effect above starts it).
        swiper.autoplay?.stop();
      }}
    >
      {partners.map((partner) => (
        <SwiperSlide key={partner.id} className="partner-carousel__slide">
          <img
            src={partner.logo}
            alt={partner.name}
            width={PARTNER_LOGO_SIZE.width}
            height={PARTNER_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
