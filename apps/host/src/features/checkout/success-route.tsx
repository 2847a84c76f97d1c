import { PurchaseSuccessScreen } from '@bilheteria/ui';
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { apiUrl } from '../../lib/api';
import { ticketsFromState } from './success-state';

/** A ticket's PDF, from the configured API base (spec §7 GET /tickets/{code}/pdf). */
export function ticketPdfHref(code: string): string {
  return apiUrl(`/tickets/${encodeURIComponent(code)}/pdf`);
}

/** /success/{orderId} (spec §2 Purchase success): the tickets handed over by the payment step. */
export function PurchaseSuccessRoute() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const tickets = ticketsFromState(location.state).map((ticket) => ({
    id: ticket._id,
    code: ticket.code,
    ticketTypeName: ticket.ticketTypeName,
    attendeeName: ticket.attendeeName,
    pdfHref: ticketPdfHref(ticket.code),
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
