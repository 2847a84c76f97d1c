import { MyTicketsScreen } from '@bilheteria/ui';
import { useState } from 'react';
import { PageTitle } from '../../app/page-title';
import { useMyOrders } from './api';
import { ticketOrders } from './my-tickets';

/** /meus-ingressos (spec §2 "My tickets"): paid orders, split into upcoming and past events. */
export function MyTicketsRoute() {
  const orders = useMyOrders();
  // Fixed for the visit: the split between upcoming and past changes once a day at most.
  const [now] = useState(() => new Date());

  return (
    <>
      <PageTitle>Meus ingressos</PageTitle>
      <MyTicketsScreen
        status={orders.data ? 'success' : orders.isError ? 'error' : 'loading'}
        orders={orders.data ? ticketOrders(orders.data) : []}
        now={now}
        onRetry={() => void orders.refetch()}
      />
    </>
  );
}
