import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { partners, PARTNER_LOGO_SIZE } from '@/content/partners';

const PartnerCarousel = lazy(() => import('./partner-carousel'));

/** Static first view of the carousel: same box, so the swap to swiper does not shift the page. */
function CarouselPlaceholder() {
  return (
    <ul className="partner-carousel partner-carousel--placeholder" aria-label="合作伙伴">
      {partners.slice(0, 4).map((partner) => (
        <li key={partner.id} className="partner-carousel__slide">
          <img
            src={partner.logo}
            alt={partner.name}
            width={PARTNER_LOGO_SIZE.width}
            height={PARTNER_LOGO_SIZE.height}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

/** Loads swiper only when the carousel comes near the viewport (it sits below the fold). */
export function LazyPartnerCarousel() {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={holder} className="partner-carousel-holder">
      {near ? (
        <Suspense fallback={<CarouselPlaceholder />}>
          <PartnerCarousel />
        </Suspense>
      ) : (
        <CarouselPlaceholder />
      )}
    </div>
  );
}
