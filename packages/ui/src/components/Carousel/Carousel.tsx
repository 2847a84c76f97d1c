import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type FocusEvent } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from './reduced-motion';
import { ResponsiveImage } from '../ResponsiveImage';

/** Spec §9: the carousel advances every 5000 ms. */
const CAROUSEL_INTERVAL_MS = 5000;

const texts = {
  label: 'Destaques',
  roleDescription: 'carrossel',
  slideRoleDescription: 'slide',
  position: (index: number, count: number) => `${index} de ${count}`,
  previous: 'Slide anterior',
  next: 'Próximo slide',
  pause: 'Pausar rotação dos slides',
  play: 'Retomar rotação dos slides',
  goTo: (index: number) => `Ir para o slide ${index}`,
  slideFallback: (index: number) => `Destaque ${index}`,
  newTab: '(abre em nova aba)',
} as const;

type CarouselSlide = {
  id: string;
  imageUrl: string;
  /** Opened in a new tab when the slide is clicked. */
  linkUrl?: string | null;
  /** The image's alternative text; "Destaque N" when absent. */
  title?: string | null;
};

type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  slides: readonly CarouselSlide[];
  /** Auto-advance period; the spec's 5000 ms unless a story needs it shorter. */
  interval?: number;
  /** The region's accessible name. */
  label?: string;
};

const roundControl =
  'z-10 inline-flex items-center justify-center rounded-full bg-surface/90 text-ink shadow-card transition hover:bg-surface focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

// On a phone the controls sit in the bar under the slide (over it they covered the slide's text); from
// `sm` up they float over the slide's edges.
const arrowClasses = cn(roundControl, 'size-9 sm:absolute sm:top-1/2 sm:size-11 sm:-translate-y-1/2');

/**
 * Hero slides (spec §2 Home; WAI-ARIA APG carousel pattern). It rotates every `interval` ms and wraps
 * around; rotation stops while the pointer is over it, while focus is inside it, when the user presses
 * pause, and from the start when the system asks for reduced motion (play starts it on request). While
 * it is not rotating, slide changes are announced politely. As in the APG example, the rotation control
 * and the arrows come before the slide in the tab order. Renders nothing without slides.
 */
function Carousel({
  slides,
  interval = CAROUSEL_INTERVAL_MS,
  label = texts.label,
  className,
  ...props
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  // null until the user presses pause or play: until then the system's motion preference decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);
  const trackId = useId();
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    // Restarted by every slide change, so a manual choice gets a full period before the next advance.
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, interval]);

  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);

  // Focus on the rotation control itself does not hold the slides: pressing play there must start them.
  function handleFocus(event: FocusEvent<HTMLElement>) {
    setFocused(event.target !== rotationButton.current);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      data-slot="carousel"
      data-rotating={rotating || undefined}
      aria-roledescription={texts.roleDescription}
      aria-label={label}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card on-dark bg-surface-inverse shadow-card',
        className,
      )}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...props}
    >
      {/* First in the DOM, so Tab reaches pause before the slides (WCAG 2.2.2); shown under the slide on a phone. */}
      {count > 1 ? (
        <div
          data-slot="carousel-controls"
          className="order-last flex items-center justify-center gap-2 px-2 py-2 sm:contents"
        >
          <button
            ref={rotationButton}
            type="button"
            aria-label={playing ? texts.pause : texts.play}
            onClick={() => setChoice(!playing)}
            data-slot="carousel-rotation"
            className={cn(roundControl, 'size-9 sm:absolute sm:bottom-3 sm:left-3 sm:size-8')}
          >
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          </button>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={texts.previous}
            onClick={() => go(current - 1)}
            className={cn(arrowClasses, 'sm:left-3')}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={texts.next}
            onClick={() => go(current + 1)}
            className={cn(arrowClasses, 'order-2 sm:right-3')}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <div className="order-1 flex items-center gap-1 rounded-full bg-surface-inverse/60 px-2 py-1 sm:absolute sm:bottom-3 sm:left-1/2 sm:z-10 sm:-translate-x-1/2">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                aria-controls={trackId}
                aria-label={texts.goTo(position + 1)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                data-slot="carousel-dot"
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                <span
                  aria-hidden
                  className={cn(
                    'block h-2 rounded-full bg-white/60 transition-all group-hover:bg-white',
                    position === current ? 'w-5 bg-white' : 'w-2',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="relative">
        <div
          id={trackId}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, position) => {
            const active = position === current;
            const alt = slide.title?.trim() || texts.slideFallback(position + 1);
            const image = (
              <ResponsiveImage
                src={slide.imageUrl}
                alt={alt}
                sizes="(min-width: 1280px) 1280px, 100vw"
                // The first slide is the home page's largest paint: fetched before the others.
                fetchPriority={position === 0 ? 'high' : 'low'}
                className="aspect-[8/3] w-full object-cover"
                draggable={false}
              />
            );
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={texts.slideRoleDescription}
                aria-label={texts.position(position + 1, count)}
                aria-hidden={!active}
                inert={!active}
                data-slot="carousel-slide"
                data-active={active || undefined}
                className="w-full shrink-0"
              >
                {slide.linkUrl ? (
                  <a
                    href={slide.linkUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block outline-none focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:ring-inset"
                  >
                    {image}
                    <span className="sr-only">{texts.newTab}</span>
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

export { Carousel, CAROUSEL_INTERVAL_MS };
export type { CarouselProps, CarouselSlide };
