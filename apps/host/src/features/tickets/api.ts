import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@bilheteria/api-client';
import { $api, apiUrl, unwrap } from '../../lib/api';
import { myOrdersQueryKey, orderTicketsQueryOptions } from '../orders/api';

export type OrderListItem = Schemas['OrderListItem'];
export type OrderTickets = Schemas['OrderTickets'];

// GET /orders/mine and GET /orders/{id}/tickets are defined once, with the other order queries, so
// My tickets, My orders and the success page share their cache entries.
export { useMyOrders } from '../orders/api';

/** The order, its event and its tickets (empty until paid). */
export function useOrderTickets(id: string) {
  return useQuery(orderTicketsQueryOptions(id));
}

/*
 * A ticket's QR image and PDF admit at the door, so its code alone does not open them: an <img> or a link
 * carries no bearer header, so each address carries the short-lived signed `access` that GET /orders/{id}/tickets
 * hands the owner (see `useOrderTickets` for keeping it fresh).
 */

/** The rotating QR image of a ticket; `counter` changes the address so the browser fetches a new one. */
export function ticketQrUrl(code: string, access: string, counter: number): string {
  return apiUrl(
    `/tickets/${encodeURIComponent(code)}/qr-rotating?r=${counter}&access=${encodeURIComponent(access)}`,
  );
}

/** The ticket's PDF, opened in a new tab (without an access, the server asks for a session). */
export function ticketPdfUrl(code: string, access: string | undefined): string {
  const query = access === undefined ? '' : `?access=${encodeURIComponent(access)}`;
  return apiUrl(`/tickets/${encodeURIComponent(code)}/pdf${query}`);
}

/** Fallback for a failed transfer (the server's 400/409 pt-BR message wins). */
export const TRANSFER_FAILED = 'Falha ao transferir ingresso.';

/**
 * POST /tickets/{code}/transfer: the ticket gets a new code and holder, so the order's tickets are asked again
 * (the buyer's copy then shows "Transferido para …" without QR or PDF).
 */
export function useTransferTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      code,
      name,
      email,
      meiaEntrada,
    }: {
      id: string;
      code: string;
      name: string;
      email: string;
      meiaEntrada?: { tipo: string; documento: string };
    }) =>
      unwrap(
        $api.POST('/tickets/{code}/transfer', {
          params: { path: { code } },
          body: meiaEntrada ? { name, email, meiaEntrada } : { name, email },
        }),
        TRANSFER_FAILED,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/orders/{id}/tickets'] }),
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
      ]),
  });
}

export const receivedTicketsQueryKey = ['get', '/tickets/received'] as const;

/** GET /tickets/received: orders of others with tickets transferred to the current user. */
export function useReceivedTickets() {
  return useQuery({
    queryKey: receivedTicketsQueryKey,
    queryFn: ({ signal }) => unwrap($api.GET('/tickets/received', { signal }), 'Erro'),
  });
}
