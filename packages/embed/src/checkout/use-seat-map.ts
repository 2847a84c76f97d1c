import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { mergeSeatStatuses } from '@bilheteria/client-core/seat-picks';
import { useCallback, useEffect, useMemo, useState } from 'react';

type SeatMap = Schemas['SeatMap'];
type SeatStatuses = Schemas['SeatStatuses'];

/** How often the picker's statuses are asked again (the geometry is read once). */
const STATUS_REFRESH_MS = 10_000;

export interface WidgetSeatMap {
  status: 'loading' | 'error' | 'ready';
  /** The geometry with each seat's status (the geometry's own until the statuses arrive). */
  map: SeatMap | null;
  /** The map carries the seats' current statuses. */
  hasStatuses: boolean;
  retry(): void;
}

/**
 * The event's seat map in the widget (issue #29), as the marketplace reads it: the geometry once (cacheable,
 * ETag), the compact statuses now and every few seconds, merged in the map's order. `enabled` only for an event
 * with a seated category.
 */
export function useWidgetSeatMap(api: ApiClient, eventId: string, enabled: boolean): WidgetSeatMap {
  const [geometry, setGeometry] = useState<{ eventId: string; map: SeatMap | null; failed: boolean } | null>(
    null,
  );
  const [statuses, setStatuses] = useState<SeatStatuses | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .GET('/events/{id}/seats', {
        params: { path: { id: eventId }, query: { geometry: true } },
        signal: controller.signal,
      })
      .then(({ data }) => setGeometry({ eventId, map: data ?? null, failed: !data }))
      .catch(() => {
        if (!controller.signal.aborted) setGeometry({ eventId, map: null, failed: true });
      });
    return () => controller.abort();
  }, [api, eventId, enabled, attempt]);

  const version = geometry?.eventId === eventId ? geometry.map?.version : undefined;
  useEffect(() => {
    if (!version) return;
    const controller = new AbortController();
    const read = () =>
      api
        .GET('/events/{id}/seats/statuses', { params: { path: { id: eventId } }, signal: controller.signal })
        .then(({ data }) => {
          if (!data) return;
          // The organizer saved the map again: its geometry is read anew.
          if (data.version !== version) setAttempt((n) => n + 1);
          else setStatuses(data);
        })
        .catch(() => undefined);
    void read();
    const timer = setInterval(() => void read(), STATUS_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [api, eventId, version]);

  const current = geometry?.eventId === eventId ? geometry : null;
  const fresh = current?.map && statuses?.version === current.map.version ? statuses : null;
  const geometryMap = current?.map ?? null;
  const map = useMemo(
    () => (geometryMap && fresh ? mergeSeatStatuses(geometryMap, fresh) : geometryMap),
    [geometryMap, fresh],
  );
  const retry = useCallback(() => {
    setGeometry(null);
    setAttempt((n) => n + 1);
  }, []);
  return {
    status: !current ? 'loading' : current.failed ? 'error' : 'ready',
    map,
    hasStatuses: fresh !== null,
    retry,
  };
}
