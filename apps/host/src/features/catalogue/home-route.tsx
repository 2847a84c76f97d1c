import type { Schemas } from '@bilheteria/api-client';
import { HomeScreen, stateName, type CarouselSlide, type HomeEvent } from '@bilheteria/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { storage } from '../../lib/storage';
import { useSlides } from '../slides/api';
import { EVENTS_ERROR, useAllEvents, useEvents } from './api';

const TITLE = 'Eventos';

export function toCarouselSlide(slide: Schemas['Slide']): CarouselSlide {
  return { id: slide._id, imageUrl: slide.imageUrl, linkUrl: slide.linkUrl, title: slide.title };
}

export function toHomeEvent(event: Schemas['EventSummary']): HomeEvent {
  return {
    href: paths.event(event._id),
    title: event.title,
    image: event.image,
    date: event.eventDate ?? event.startDate,
    venue: event.venue,
    city: event.city,
    state: event.state,
    cancelledAt: event.cancelledAt,
  };
}

/** One search's list: "VER TODOS" belongs to it, so a new search starts collapsed again. */
function HomeEvents({ q }: { q: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const slides = useSlides();
  const first = useEvents(q);
  const all = useAllEvents(q, expanded);
  const list = (expanded ? all.data : undefined) ?? first.data;
  const status = list ? 'success' : first.isError && !first.isFetching ? 'error' : 'loading';

  return (
    <HomeScreen
      status={status}
      slides={slides.map(toCarouselSlide)}
      events={list?.items.map(toHomeEvent) ?? []}
      total={list?.total ?? 0}
      expanded={expanded}
      loadingMore={expanded && !all.data && all.isFetching}
      moreError={
        expanded && !all.data && all.isError && !all.isFetching ? errorMessage(all.error, EVENTS_ERROR) : null
      }
      query={q}
      placeName={stateName(storage.selectedUF.get()) ?? null}
      clearSearchHref={paths.home}
      onShowAll={() => (expanded ? void all.refetch() : setExpanded(true))}
      onRetry={() => void first.refetch()}
    />
  );
}

/**
 * / (spec §2 Home): GET /slides for the carousel, GET /events with the address's `q` (8 first; the
 * stored UF is added by the API client), and every page of the list once "VER TODOS" is pressed.
 */
export function HomeRoute() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() || null;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <HomeEvents key={q ?? ''} q={q} />
    </>
  );
}
