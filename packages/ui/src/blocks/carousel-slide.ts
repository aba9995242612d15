import type { ReactNode } from 'react';

/** One slide of a carousel: both the plain row and the Swiper it becomes (SwiperCarousel.tsx) take these. */
export interface CarouselSlide {
  key: string;
  node: ReactNode;
}
