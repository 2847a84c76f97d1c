import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import { $api, apiUrl, unwrap } from '../../lib/api';
import { orderTicketsQueryOptions } from '../orders/api';
import { SCAN_FAILURE_FALLBACK } from '@bilheteria/client-core/scan-failure';

// What a refused read shows is shared with the embedded scanner (@bilheteria/client-core).
export { SCAN_FAILURE_FALLBACK, scanFailure } from '@bilheteria/client-core/scan-failure';

export type OrderListItem = Schemas['OrderListItem'];
export type OrderTickets = Schemas['OrderTickets'];
export type ScanResult = Schemas['ScanResult'];

// GET /orders/mine and GET /orders/{id}/tickets are defined once, with the other order queries, so
// My tickets, My orders and the success page share their cache entries.
export { useMyOrders } from '../orders/api';

/** The order, its event and its tickets (empty until paid). */
export function useOrderTickets(id: string) {
  return useQuery(orderTicketsQueryOptions(id));
}

/** POST /tickets/scan. A check-in changes a ticket, so cached order tickets are refreshed. */
export function useScanTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<ScanResult> =>
      unwrap($api.POST('/tickets/scan', { body: { code } }), SCAN_FAILURE_FALLBACK),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/orders/{id}/tickets'] }),
  });
}

/** The rotating QR image of a ticket; `counter` changes the address so the browser fetches a new one. */
export function ticketQrUrl(code: string, counter: number): string {
  return apiUrl(`/tickets/${encodeURIComponent(code)}/qr-rotating?r=${counter}`);
}

/** The ticket's PDF (opened in a new tab; the code is the credential, no bearer needed). */
export function ticketPdfUrl(code: string): string {
  return apiUrl(`/tickets/${encodeURIComponent(code)}/pdf`);
}
