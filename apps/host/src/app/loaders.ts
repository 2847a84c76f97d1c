import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { eventQueryOptions, eventsQueryOptions, FIRST_PAGE_SIZE } from '../features/catalogue/api';
import { slidesQueryOptions } from '../features/slides/api';
import { preloadImage } from '../lib/preload';

// Route loaders start a page's API requests when the navigation starts, beside the download of the page's
// lazy chunk, instead of after it (chunk, render, then fetch). The pages still read the data with their own
// queries: a loader only fills the same cache entries.

/**
 * `/`: waits for the slides and the first page of events together, so the page renders once, whole. Rendered
 * as each answer arrives, the carousel would push the list down after the list was shown (a layout shift).
 * One attempt each here: a failed load shows on the page, which asks again with the usual retries.
 */
export function homeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const q = new URL(request.url).searchParams.get('q')?.trim() || null;
    await Promise.allSettled([
      queryClient
        .ensureQueryData({ ...slidesQueryOptions(), retry: false })
        // The first banner is the page's largest paint: fetch it before React renders the <img>.
        .then((slides) => preloadImage(slides[0]?.imageUrl)),
      queryClient.ensureQueryData({
        ...eventsQueryOptions({ q, limit: FIRST_PAGE_SIZE, offset: 0 }),
        retry: false,
      }),
    ]);
    return null;
  };
}

/**
 * `/event/:id` and the checkout's first step: start reading the event without holding the navigation (the
 * page shows its own loading state). With `poster`, also fetch the poster, the event page's largest paint.
 */
export function eventLoader(queryClient: QueryClient, { poster }: { poster: boolean }) {
  return ({ params }: LoaderFunctionArgs) => {
    queryClient
      .ensureQueryData(eventQueryOptions(params.id ?? ''))
      .then((event) => {
        if (poster) preloadImage(event.image);
      })
      // The page's own query shows the failure.
      .catch(() => {});
    return null;
  };
}
