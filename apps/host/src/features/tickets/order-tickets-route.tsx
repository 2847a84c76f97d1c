import { OrderTicketsScreen, type OrderTicketView } from '@bilheteria/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import {
  TRANSFER_FAILED,
  ticketPdfUrl,
  ticketQrUrl,
  useOrderTickets,
  useTransferTicket,
  type OrderTickets,
} from './api';
import { useQrRotation } from './qr-rotation';

/**
 * The signed access in the QR and PDF addresses lasts 30 minutes (TICKET_LINK_MINUTES on the server): the page
 * fetches new ones well before, so a phone left on this page at the door keeps a working QR.
 */
export const ACCESS_REFRESH_MS = 10 * 60_000;

function ticketViews(data: OrderTickets, counter: number): OrderTicketView[] {
  return data.tickets.map((ticket): OrderTicketView => {
    // A ticket given away comes without code or access: only its new holder (and the ADMIN) opens it.
    if (ticket.code === null || ticket.access === null)
      return {
        id: ticket._id,
        ticketTypeName: ticket.ticketTypeName,
        givenAway: true,
        transferredTo: {
          name: ticket.transferredTo?.name ?? ticket.attendeeName,
          at: ticket.transferredTo?.at ?? data.order.createdAt,
        },
      };
    return {
      id: ticket._id,
      code: ticket.code,
      ticketTypeName: ticket.ticketTypeName,
      attendeeName: ticket.attendeeName,
      checkedInAt: ticket.checkedInAt,
      qrSrc: ticketQrUrl(ticket.code, ticket.access, counter),
      pdfHref: ticketPdfUrl(ticket.code, ticket.access),
      state: ticket.state,
      transferredTo: ticket.transferredTo,
      halfPrice: ticket.meiaEntrada,
      meiaEntradaTipo: ticket.meiaEntradaTipo,
      seat: ticket.seat ?? null,
      canTransfer:
        data.order.status === 'paid' &&
        ticket.state === 'valid' &&
        !ticket.transferredTo &&
        !ticket.checkedInAt,
    };
  });
}

/** /meus-ingressos/{orderId} (spec §2 "Order tickets"): tickets with QR codes that rotate every 60 s. */
export function OrderTicketsRoute() {
  const { orderId = '' } = useParams();
  const query = useOrderTickets(orderId);
  const rotation = useQrRotation();
  const transfer = useTransferTicket();
  const { data, dataUpdatedAt, isFetching, refetch } = query;

  // Checked at each rotation, which follows the wall clock: also right after a phone wakes from sleep.
  useEffect(() => {
    if (data && !isFetching && Date.now() - dataUpdatedAt > ACCESS_REFRESH_MS) void refetch();
  }, [rotation.counter, data, dataUpdatedAt, isFetching, refetch]);

  return (
    <>
      <PageTitle>{data?.event.title ?? 'Meus ingressos'}</PageTitle>
      <OrderTicketsScreen
        status={data ? 'success' : query.isError ? 'error' : 'loading'}
        event={data?.event ?? null}
        orderStatus={data?.order.status}
        tickets={data ? ticketViews(data, rotation.counter) : []}
        secondsToRefresh={rotation.secondsLeft}
        backHref={paths.myTickets}
        onRefresh={() => {
          rotation.refresh();
          // A ticket checked in meanwhile shows it.
          void query.refetch();
        }}
        onRetry={() => void query.refetch()}
        onTransfer={(ticket, to) => {
          transfer.reset();
          transfer.mutate({ id: ticket.id, code: ticket.code, ...to });
        }}
        transferringId={transfer.isPending ? transfer.variables.id : null}
        transferError={
          transfer.isError
            ? { id: transfer.variables.id, message: errorMessage(transfer.error, TRANSFER_FAILED) }
            : null
        }
      />
    </>
  );
}
