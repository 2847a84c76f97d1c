import { CalendarX2, CloudOff, SearchX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Carousel, type CarouselSlide } from '../../components/Carousel';
import { EventCard, type EventCardData } from '../../components/EventCard';
import { LoadingState, StateMessage } from '../../components/StateMessage';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

/** Spec §9: the home page shows 8 events until "VER TODOS" is pressed. */
const HOME_PAGE_SIZE = 8;

type HomeEvent = EventCardData;

type HomeScreenProps = {
  /** The events list; the carousel has its own data and shows whenever there are slides. */
  status: 'loading' | 'error' | 'success';
  /** Slides to show; none (or a failed load) means no carousel. */
  slides: readonly CarouselSlide[];
  /** The events loaded so far (the first page, or all of them once expanded). */
  events: readonly HomeEvent[];
  /** How many events match the search and state filter, beyond the loaded ones. */
  total: number;
  /** "VER TODOS" was pressed: show every loaded event; it never collapses again. */
  expanded: boolean;
  /** The rest of the events is being loaded after "VER TODOS". */
  loadingMore?: boolean;
  /** Loading the rest failed: shown with a retry that calls `onShowAll` again. */
  moreError?: string | null;
  /** The search term (`?q=`), if any. */
  query?: string | null;
  /** The chosen state's name, if a state filter is set. */
  placeName?: string | null;
  /** Where "Ver todos os eventos" leads when a search found nothing. */
  clearSearchHref?: string;
  /** Auto-advance period of the carousel (spec: 5000 ms). */
  carouselInterval?: number;
  onShowAll(): void;
  onRetry(): void;
};

/** Home (spec §2): carousel, "Eventos" with the total, the first 8 events and "VER TODOS". */
function HomeScreen({
  status,
  slides,
  events,
  total,
  expanded,
  loadingMore = false,
  moreError,
  query,
  placeName,
  clearSearchHref = '/',
  carouselInterval,
  onShowAll,
  onRetry,
}: HomeScreenProps) {
  const gridId = useId();
  const gridRef = useRef<HTMLUListElement>(null);
  const focusNextCard = useRef(false);
  const visible = expanded ? events : events.slice(0, HOME_PAGE_SIZE);
  const canShowAll = !expanded && total > HOME_PAGE_SIZE;
  const search = query?.trim() || null;

  // "VER TODOS" disappears once pressed: move focus to the first new card instead of losing it.
  useEffect(() => {
    if (!focusNextCard.current || visible.length <= HOME_PAGE_SIZE) return;
    focusNextCard.current = false;
    gridRef.current?.querySelectorAll('a')[HOME_PAGE_SIZE]?.focus();
  }, [visible.length]);

  function showAll() {
    focusNextCard.current = true;
    onShowAll();
  }

  return (
    <div data-slot="home-screen" className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:py-8">
      <Carousel slides={slides} interval={carouselInterval} />

      <section aria-labelledby={`${gridId}-title`} className="grid gap-5">
        <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <div className="grid gap-1">
            <h1
              id={`${gridId}-title`}
              className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
            >
              {texts.heading}
            </h1>
            {search ? <p className="text-sm text-ink-muted">{texts.resultsFor(search)}</p> : null}
          </div>
          {status === 'success' ? (
            <p data-slot="home-total" className="text-sm font-semibold text-ink-muted">
              {texts.total(total)}
            </p>
          ) : null}
        </header>

        {status === 'loading' ? <LoadingState label={texts.loadingEvents} /> : null}

        {status === 'error' ? (
          <StateMessage
            role="alert"
            tone="danger"
            icon={<CloudOff />}
            title={texts.errorTitle}
            description={texts.errorDescription}
            action={
              <Button variant="secondary" onClick={onRetry}>
                {texts.retry}
              </Button>
            }
          />
        ) : null}

        {status === 'success' && events.length === 0 ? (
          search || placeName ? (
            <StateMessage
              icon={<SearchX />}
              title={texts.emptySearchTitle(search, placeName ?? null)}
              description={texts.emptySearchDescription}
              action={
                search ? (
                  <Button asChild variant="secondary">
                    <AppLink href={clearSearchHref}>{texts.clearSearch}</AppLink>
                  </Button>
                ) : null
              }
            />
          ) : (
            <StateMessage
              icon={<CalendarX2 />}
              title={texts.emptyTitle}
              description={texts.emptyDescription}
            />
          )
        ) : null}

        {status === 'success' && events.length > 0 ? (
          <>
            <ul
              id={gridId}
              ref={gridRef}
              aria-labelledby={`${gridId}-title`}
              className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
              data-slot="home-events"
            >
              {visible.map((event) => (
                <li key={event.href} className="grid">
                  <EventCard {...event} headingLevel="h2" />
                </li>
              ))}
            </ul>
            {loadingMore ? <LoadingState label={texts.loadingMore} className="py-6" /> : null}
            {moreError && !loadingMore ? (
              <Alert tone="danger" role="alert" className="mx-auto w-full max-w-md">
                <p>{moreError}</p>
                <Button variant="link" onClick={showAll} className="mt-1">
                  {texts.retry}
                </Button>
              </Alert>
            ) : null}
            {canShowAll ? (
              <div className="flex justify-center">
                <Button
                  size="lg"
                  variant="secondary"
                  aria-controls={gridId}
                  onClick={showAll}
                  className="min-w-48"
                >
                  {texts.showAll}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}

export { HOME_PAGE_SIZE, HomeScreen };
export type { HomeEvent, HomeScreenProps };
