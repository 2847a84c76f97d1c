import { MyTicketsScreen } from '@bilheteria/ui';
import { useState } from 'react';
import { PageTitle } from '../../app/page-title';
import { useMyOrders, useReceivedTickets } from './api';
import { receivedOrders, ticketOrders } from './my-tickets';

/** /meus-ingressos (spec §2 "My tickets"): paid orders, split into upcoming and past events. */
export function MyTicketsRoute() {
  const orders = useMyOrders();
  // Tickets given to this user by others; a failure here leaves the user's own orders shown.
  const received = useReceivedTickets();
  // Fixed for the visit: the split between upcoming and past changes once a day at most.
  const [now] = useState(() => new Date());

  return (
    <>
      <PageTitle>Meus ingressos</PageTitle>
      <MyTicketsScreen
        status={orders.data ? 'success' : orders.isError ? 'error' : 'loading'}
        orders={orders.data ? [...ticketOrders(orders.data), ...receivedOrders(received.data ?? [])] : []}
        now={now}
        onRetry={() => {
          void orders.refetch();
          void received.refetch();
        }}
      />
    </>
  );
}
