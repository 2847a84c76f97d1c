import { MyTicketsScreen } from '@bilheteria/ui';
import { useState } from 'react';
import { PageTitle } from '../../app/page-title';
import { ApiError, errorMessage } from '../../lib/api';
import { AUTH_ERROR_FALLBACK, useResendEmailVerification } from '../auth/api';
import { useMyOrders, useReceivedTickets } from './api';
import { receivedOrders, ticketOrders } from './my-tickets';

/** The server keeps tickets transferred to an account shut until it confirms its e-mail (issue #25). */
const unconfirmed = (error: unknown) =>
  error instanceof ApiError && (error.body as { code?: string } | null)?.code === 'EMAIL_NOT_VERIFIED';

/** /meus-ingressos (spec §2 "My tickets"): paid orders, split into upcoming and past events. */
export function MyTicketsRoute() {
  const orders = useMyOrders();
  // Tickets given to this user by others; a failure here leaves the user's own orders shown.
  const received = useReceivedTickets();
  const resend = useResendEmailVerification();
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
        emailConfirmation={
          unconfirmed(received.error)
            ? {
                onResend: () => resend.mutate(),
                sending: resend.isPending,
                sent: resend.isSuccess ? resend.data.message : null,
                error: resend.isError ? errorMessage(resend.error, AUTH_ERROR_FALLBACK) : null,
              }
            : null
        }
      />
    </>
  );
}
