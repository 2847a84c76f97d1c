import type { Schemas } from '@bilheteria/api-client';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { $api, ApiError, unwrap } from '../../lib/api';

/** Spec §8: an event that cannot be fetched reads "Evento não encontrado". */
export const EVENT_NOT_FOUND = 'Evento não encontrado';
/** Spec §8: the organizer list's failure, when the server gives no message. */
export const MY_EVENTS_ERROR = 'Erro';
/** Spec §8: a failed save, when the server gives no message. */
export const EVENT_SAVE_ERROR = 'Erro ao salvar';
/** A failed delete, when the server gives no message. */
export const EVENT_DELETE_ERROR = 'Não foi possível excluir o evento.';
/** The home list's failure (the spec names none). */
export const EVENTS_ERROR = 'Não foi possível carregar os eventos.';

/** Spec §9: the home page shows 8 events first. */
export const FIRST_PAGE_SIZE = 8;
/** The contract's largest page: "VER TODOS" reads the rest in pages of this size. */
export const ALL_PAGE_SIZE = 100;

type EventList = Schemas['EventList'];

// Query keys: ['get', path, params]. Mutations invalidate by prefix.
export const eventsQueryKeyPrefix = ['get', '/events'] as const;
export const eventQueryKeyPrefix = ['get', '/events/{id}'] as const;
export const myEventsQueryKey = ['get', '/events/mine/list'] as const;

/**
 * A list the screens map over. An answer of another shape (a proxy's page, a wrong route) counts as a
 * failed load, shown as such, rather than breaking the page.
 */
export function listOf<T>(data: T[], fallback: string): T[] {
  if (!Array.isArray(data)) throw new ApiError(fallback, 200, data);
  return data;
}

/** GET /events: one page of the catalogue for a search (the stored UF is added by the client). */
async function fetchEventsPage(q: string | null, limit: number, offset: number, signal: AbortSignal) {
  const page = await unwrap(
    $api.GET('/events', { params: { query: { ...(q ? { q } : {}), limit, offset } }, signal }),
    EVENTS_ERROR,
  );
  return { ...page, items: listOf(page.items, EVENTS_ERROR) };
}

export function eventsQueryOptions(params: { q: string | null; limit: number; offset: number }) {
  return queryOptions({
    queryKey: [...eventsQueryKeyPrefix, params] as const,
    queryFn: ({ signal }) => fetchEventsPage(params.q, params.limit, params.offset, signal),
  });
}

/** Every event of a search: page after page (100 each) until `total` is reached. */
export function allEventsQueryOptions(q: string | null) {
  return queryOptions({
    queryKey: [...eventsQueryKeyPrefix, { q, all: true }] as const,
    queryFn: async ({ signal }): Promise<EventList> => {
      const items: EventList['items'] = [];
      let total = 0;
      for (;;) {
        const page = await fetchEventsPage(q, ALL_PAGE_SIZE, items.length, signal);
        items.push(...page.items);
        total = page.total;
        // An empty page ends the loop even if `total` grew meanwhile.
        if (page.items.length === 0 || items.length >= total) break;
      }
      return { items, total, limit: items.length, offset: 0 };
    },
  });
}

export function useEvents(q: string | null) {
  return useQuery(eventsQueryOptions({ q, limit: FIRST_PAGE_SIZE, offset: 0 }));
}

/** The whole list, fetched only once `enabled` ("VER TODOS" was pressed). */
export function useAllEvents(q: string | null, enabled: boolean) {
  return useQuery({ ...allEventsQueryOptions(q), enabled });
}

/** GET /events/{id}: one event with its ticket types (the bearer shows drafts to their organizer). */
export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...eventQueryKeyPrefix, { id }] as const,
    queryFn: ({ signal }) =>
      unwrap($api.GET('/events/{id}', { params: { path: { id } }, signal }), EVENT_NOT_FOUND),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

/**
 * GET /events/{id}?coupon=: the event as the checkout shows it, with the "só com cupom" lots the applied coupon
 * unlocks; the previous answer stays on screen while a new code is checked.
 */
export function useEventWithCoupon(id: string, coupon: string) {
  const code = coupon.trim();
  return useQuery({
    // Without a code, the same cache entry as the event page.
    queryKey: [...eventQueryKeyPrefix, code ? { id, coupon: code } : { id }] as const,
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/events/{id}', { params: { path: { id }, query: code ? { coupon: code } : {} }, signal }),
        EVENT_NOT_FOUND,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /events/mine/list: the signed-in organizer's events, drafts included. */
export function myEventsQueryOptions() {
  return queryOptions({
    queryKey: myEventsQueryKey,
    queryFn: async ({ signal }) =>
      listOf(await unwrap($api.GET('/events/mine/list', { signal }), MY_EVENTS_ERROR), MY_EVENTS_ERROR),
  });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}

/**
 * Whether the signed-in user has events of their own (GET /events/mine/list, the list "Meus Eventos" shows and
 * a create or delete refreshes): the top bar then offers "Meus Eventos" and the scanner.
 */
export function useIsOrganizer(signedIn: boolean): boolean {
  const { data } = useQuery({ ...myEventsQueryOptions(), enabled: signedIn, retry: false });
  return signedIn && (data?.length ?? 0) > 0;
}

/** After a create, update or delete: the home lists and the organizer's list may have changed. */
function invalidateLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsQueryKeyPrefix }),
    queryClient.invalidateQueries({ queryKey: myEventsQueryKey }),
  ]);
}

export type EventInput = Schemas['EventInput'];

/** POST /events. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => unwrap($api.POST('/events', { body }), EVENT_SAVE_ERROR),
    onSuccess: () => invalidateLists(queryClient),
  });
}

/** PATCH /events/{id} (the full form: ticket types with `_id` are updated, the others created). */
export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) =>
      unwrap($api.PATCH('/events/{id}', { params: { path: { id } }, body }), EVENT_SAVE_ERROR),
    onSuccess: () =>
      Promise.all([
        invalidateLists(queryClient),
        queryClient.invalidateQueries({ queryKey: [...eventQueryKeyPrefix, { id }] }),
      ]),
  });
}

/** DELETE /events/{id}; the organizer list is then reloaded (spec §7). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap($api.DELETE('/events/{id}', { params: { path: { id } } }), EVENT_DELETE_ERROR),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...eventQueryKeyPrefix, { id }] });
      return invalidateLists(queryClient);
    },
  });
}

/** Fallback for a failed event cancellation (the server's message wins). */
export const EVENT_CANCEL_ERROR = 'Falha ao cancelar evento.';

/** POST /events/{id}/cancel with dryRun: what cancelling would do, changing nothing. */
export function usePreviewEventCancel() {
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        $api.POST('/events/{id}/cancel', { params: { path: { id } }, body: { dryRun: true } }),
        EVENT_CANCEL_ERROR,
      ),
  });
}

/** POST /events/{id}/cancel: sales close, paid orders are refunded, pending ones cancelled; lists reload. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        $api.POST('/events/{id}/cancel', { params: { path: { id } }, body: { dryRun: false } }),
        EVENT_CANCEL_ERROR,
      ),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...eventQueryKeyPrefix, { id }] });
      return invalidateLists(queryClient);
    },
  });
}
