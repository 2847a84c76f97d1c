import type { ApiClient, Schemas } from '@bilheteria/api-client';
import { useCallback, useEffect, useState } from 'react';

/** How often the order is asked for while its Pix waits to be paid (the webhook confirms it), as on the site. */
export const ORDER_POLL_MS = 3000;

/**
 * GET /orders/{id}: the server's total (the amount charged) and status. While `poll` is on it is asked
 * again every ORDER_POLL_MS, so a Pix paid in a bank app shows up without a click; `refresh` asks at once.
 */
export function useOrder(api: ApiClient, orderId: string, poll: boolean) {
  const [order, setOrder] = useState<Schemas['OrderDetail'] | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      api
        .GET('/orders/{id}', { params: { path: { id: orderId } }, signal: controller.signal })
        .then(({ data }) => {
          if (data) setOrder(data);
        })
        // A failed poll is retried by the next one.
        .catch(() => undefined);
    void load();
    const timer = poll ? setInterval(load, ORDER_POLL_MS) : undefined;
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [api, orderId, poll, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { order: order?._id === orderId ? order : null, refresh };
}
