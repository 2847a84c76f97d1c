import type { Schemas } from '@bilheteria/api-client';
import { mergeSeatStatuses } from '@bilheteria/client-core/seat-picks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, unwrap } from '../../lib/api';

export const SEATS_LOAD_ERROR = 'Não foi possível carregar o mapa de lugares.';
export const SEATS_SAVE_ERROR = 'Não foi possível salvar o mapa de lugares.';

type SeatMap = Schemas['SeatMap'];

const geometryKey = (eventId: string) =>
  ['get', '/events/{id}/seats', { id: eventId, geometry: true }] as const;
const statusesKey = (eventId: string) => ['get', '/events/{id}/seats/statuses', { id: eventId }] as const;

/**
 * The event's seat map (issue #29): the geometry once (it changes only when the organizer saves it; the browser
 * revalidates it by ETag), the statuses every few seconds in one letter a seat, merged here in the map's order.
 */
export function useSeatMap(eventId: string, enabled: boolean) {
  const geometry = useQuery({
    queryKey: geometryKey(eventId),
    enabled,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/events/{id}/seats', {
          params: { path: { id: eventId }, query: { geometry: true } },
          signal,
        }),
        SEATS_LOAD_ERROR,
      ),
  });
  const statuses = useQuery({
    queryKey: statusesKey(eventId),
    enabled: enabled && geometry.isSuccess,
    refetchInterval: 10_000,
    queryFn: ({ signal }) =>
      unwrap(
        $api.GET('/events/{id}/seats/statuses', { params: { path: { id: eventId } }, signal }),
        SEATS_LOAD_ERROR,
      ),
  });
  const queryClient = useQueryClient();
  // The geometry changed under the statuses (the organizer saved the map): read it again.
  if (geometry.data && statuses.data && statuses.data.version !== geometry.data.version)
    void queryClient.invalidateQueries({ queryKey: geometryKey(eventId) });
  const map = merged(
    geometry.data,
    statuses.data?.version === geometry.data?.version ? statuses.data : undefined,
  );
  return {
    map,
    /** The map carries the seats' current statuses (not the geometry's `available` alone). */
    hasStatuses: Boolean(statuses.data && statuses.data.version === geometry.data?.version),
    isPending: geometry.isPending && enabled,
    isError: geometry.isError,
    refetch: () => {
      void geometry.refetch();
      void statuses.refetch();
    },
    refreshStatuses: () => statuses.refetch(),
  };
}

const cache = new WeakMap<object, WeakMap<object, SeatMap>>();

/** The geometry with each seat's current status (kept per pair, so the picker's memo holds between renders). */
function merged(
  geometry: SeatMap | undefined,
  statuses: Schemas['SeatStatuses'] | undefined,
): SeatMap | undefined {
  if (!geometry || !statuses) return geometry;
  let byStatuses = cache.get(geometry);
  if (!byStatuses) cache.set(geometry, (byStatuses = new WeakMap()));
  const known = byStatuses.get(statuses);
  if (known) return known;
  const map = mergeSeatStatuses(geometry, statuses);
  byStatuses.set(statuses, map);
  return map;
}

/** The whole map with statuses, for the organizer's editor. */
export function useFullSeatMap(eventId: string) {
  return useQuery({
    queryKey: ['get', '/events/{id}/seats', { id: eventId }] as const,
    retry: false,
    queryFn: async ({ signal }) => {
      const { data, response } = await $api.GET('/events/{id}/seats', {
        params: { path: { id: eventId } },
        signal,
      });
      if (response.status === 404) return null;
      if (!data) throw new Error(SEATS_LOAD_ERROR);
      return data;
    },
  });
}

export function useSaveSeatMap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['SeatMapInput']) =>
      unwrap(
        $api.PUT('/events/{id}/seat-map', { params: { path: { id: eventId } }, body }),
        SEATS_SAVE_ERROR,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey).includes(eventId),
      }),
  });
}
