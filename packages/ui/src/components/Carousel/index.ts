export { Carousel, CAROUSEL_INTERVAL_MS } from './Carousel';
export type { CarouselProps, CarouselSlide } from './Carousel';
