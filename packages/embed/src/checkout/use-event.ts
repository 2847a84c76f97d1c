import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useEffect, useState } from 'react';

export interface EventDetail {
  /** Spec §2: "Carregando..." while loading, "Evento não encontrado" when missing or the fetch failed. */
  status: 'loading' | 'notFound' | 'ready';
  data: Schemas['Event'] | null;
}

/** GET /events/{id}: the event on sale, with its lots and the ones sellable now. */
export function useEventDetail(api: ApiClient, eventId: string): EventDetail {
  const [detail, setDetail] = useState<EventDetail & { eventId: string }>({
    eventId,
    status: 'loading',
    data: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/events/{id}', { params: { path: { id: eventId } }, signal: controller.signal })
      .then(({ data }) => setDetail({ eventId, status: data ? 'ready' : 'notFound', data: data ?? null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused CORS request or an unreachable API reads the same as a missing event to the buyer (spec §8);
        // the developer embedding the widget gets the likely cause in the console.
        console.error(
          '[Bilheteria] Não foi possível ler o evento: confira o apiBase e se a origem desta página está em ' +
            'APP_ORIGIN do servidor.',
          error,
        );
        setDetail({ eventId, status: 'notFound', data: null });
      });
    return () => controller.abort();
  }, [api, eventId]);

  return detail.eventId === eventId ? detail : { status: 'loading', data: null };
}
