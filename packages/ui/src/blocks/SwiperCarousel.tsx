import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Mousewheel, Navigation, Pagination, Scrollbar } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperModule } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import styles from './Carousel.module.css';
import type { CarouselSlide } from './carousel-slide';
import type { SliderConfig, SliderModule } from './sliderConfig';

const MODULES: Record<SliderModule, SwiperModule> = {
  a11y: A11y,
  keyboard: Keyboard,
  navigation: Navigation,
  pagination: Pagination,
  scrollbar: Scrollbar,
  autoplay: Autoplay,
  mousewheel: Mousewheel,
};

export interface SwiperCarouselProps {
  config: SliderConfig;
  slides: readonly CarouselSlide[];
  style?: CSSProperties | undefined;
}

/** The enhanced slider: loaded by `Carousel` with a dynamic import, never in the first bundle. */
export function SwiperCarousel({ config, slides, style }: SwiperCarouselProps) {
  const { t } = useLingui();
  const instance = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(config.autoplay);
  const index = '{{index}}';
  const total = '{{slidesLength}}';
  return (
    <div className={styles.enhanced} style={style}>
      <Swiper
        {...config.params}
        modules={config.modules.map((name) => MODULES[name])}
        a11y={{
          enabled: true,
          prevSlideMessage: t`Previous slide`,
          nextSlideMessage: t`Next slide`,
          firstSlideMessage: t`This is the first slide`,
          lastSlideMessage: t`This is the last slide`,
          paginationBulletMessage: t`Go to slide ${index}`,
          slideLabelMessage: t`${index} of ${total}`,
          itemRoleDescriptionMessage: t`slide`,
        }}
        onSwiper={(swiper) => {
          instance.current = swiper;
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={styles.swiperSlide}>
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
      {config.autoplay && (
        <button
          type="button"
          className={styles.playPause}
          aria-pressed={!playing}
          onClick={() => {
            const autoplay = instance.current?.autoplay;
            if (playing) autoplay?.stop();
            else autoplay?.start();
            setPlaying(!playing);
          }}
        >
          {playing ? t`Pause slider` : t`Play slider`}
        </button>
      )}
    </div>
  );
}
