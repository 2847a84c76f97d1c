import { OrderTicketsScreen, type OrderTicketView } from '@bilheteria/ui';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { ticketPdfUrl, ticketQrUrl, useOrderTickets, type OrderTickets } from './api';
import { useQrRotation } from './qr-rotation';

function ticketViews(data: OrderTickets, counter: number): OrderTicketView[] {
  return data.tickets.map((ticket) => ({
    id: ticket._id,
    code: ticket.code,
    ticketTypeName: ticket.ticketTypeName,
    attendeeName: ticket.attendeeName,
    checkedInAt: ticket.checkedInAt,
    qrSrc: ticketQrUrl(ticket.code, counter),
    pdfHref: ticketPdfUrl(ticket.code),
  }));
}

/** /meus-ingressos/{orderId} (spec §2 "Order tickets"): tickets with QR codes that rotate every 60 s. */
export function OrderTicketsRoute() {
  const { orderId = '' } = useParams();
  const query = useOrderTickets(orderId);
  const rotation = useQrRotation();
  const { data } = query;

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
      />
    </>
  );
}
