import { PurchaseSuccessScreen } from '@bilheteria/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { orderTicketsQueryOptions } from '../orders/api';
import { ticketPdfUrl } from '../tickets/api';
import { ticketsFromState } from './success-state';

/** /success/{orderId} (spec §2 Purchase success): the tickets handed over by the payment step. */
export function PurchaseSuccessRoute() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const handedOver = ticketsFromState(location.state);
  // The PDF links need a signed access that expires: the one the payment step handed over, or a fresh one when
  // the page is opened again later (the same cached query as My tickets, so right after payment no request).
  const fresh = useQuery({ ...orderTicketsQueryOptions(orderId), enabled: handedOver.length > 0 });
  const accessOf = new Map(fresh.data?.tickets.map((ticket) => [ticket._id, ticket.access]));
  const tickets = handedOver.map((ticket) => ({
    id: ticket._id,
    code: ticket.code,
    ticketTypeName: ticket.ticketTypeName,
    attendeeName: ticket.attendeeName,
    pdfHref: ticketPdfUrl(ticket.code, accessOf.get(ticket._id) ?? ticket.access),
  }));

  return (
    <>
      <PageTitle>Compra concluída com sucesso!</PageTitle>
      <PurchaseSuccessScreen
        orderId={orderId}
        tickets={tickets}
        homeHref={paths.home}
        myTicketsHref={paths.myTickets}
      />
    </>
  );
}
