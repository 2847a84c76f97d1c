import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import type { ScanFailureView } from '@bilheteria/ui/scanner';
import { $api, ApiError, apiUrl, errorMessage, unwrap } from '../../lib/api';
import { orderTicketsQueryOptions } from '../orders/api';

/** Spec §8: scan failure without a server message. */
export const SCAN_FAILURE_FALLBACK = 'Falha na validação';

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

function checkedInAtOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { checkedInAt } = body as { checkedInAt?: unknown };
  return typeof checkedInAt === 'string' ? checkedInAt : null;
}

/**
 * What the scanner shows for a refused read: the server's message (else "Falha na validação") and,
 * for a ticket already used (409), when it was checked in.
 */
export function scanFailure(error: unknown): ScanFailureView {
  return {
    message: errorMessage(error, SCAN_FAILURE_FALLBACK),
    checkedInAt: error instanceof ApiError ? checkedInAtOf(error.body) : null,
  };
}

/** The rotating QR image of a ticket; `counter` changes the address so the browser fetches a new one. */
export function ticketQrUrl(code: string, counter: number): string {
  return apiUrl(`/tickets/${encodeURIComponent(code)}/qr-rotating?r=${counter}`);
}

/** The ticket's PDF (opened in a new tab; the code is the credential, no bearer needed). */
export function ticketPdfUrl(code: string): string {
  return apiUrl(`/tickets/${encodeURIComponent(code)}/pdf`);
}
