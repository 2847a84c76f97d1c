import type { Schemas } from '@bilheteria/api-client';
import { RefundsScreen, type RefundItem } from '@bilheteria/ui';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { $api, errorMessage, unwrap } from '../../lib/api';
import { useMe } from '../auth/api';

const REFUNDS_LOAD_ERROR = 'Não foi possível carregar os estornos.';

const toItem = (refund: Schemas['AdminRefund']): RefundItem => ({
  id: refund._id,
  orderId: refund.orderId,
  eventTitle: refund.eventTitle,
  buyerEmail: refund.buyerEmail,
  amount: refund.amount,
  reason: refund.reason,
  status: refund.status,
  attempts: refund.attempts,
  lastError: refund.lastError,
  requestedAt: refund.requestedAt,
  nextAttemptAt: refund.nextAttemptAt,
  confirmedAt: refund.confirmedAt,
});

/** /admin/estornos (ADMIN): the money owed back to buyers, the ones still waiting for the provider first. */
export function RefundsRoute() {
  const { user, isPending, isConfirmed } = useMe();
  const access = isPending ? 'checking' : isConfirmed && user?.role === 'ADMIN' ? 'granted' : 'denied';
  const list = useQuery({
    queryKey: ['get', '/admin/refunds'],
    queryFn: ({ signal }) =>
      unwrap($api.GET('/admin/refunds', { params: { query: { limit: 100 } }, signal }), REFUNDS_LOAD_ERROR),
    enabled: access === 'granted',
  });
  return (
    <>
      <PageTitle>Estornos</PageTitle>
      <RefundsScreen
        access={access}
        status={list.isPending ? 'loading' : list.isError ? 'error' : 'success'}
        loadError={list.isError ? errorMessage(list.error, REFUNDS_LOAD_ERROR) : undefined}
        refunds={list.data?.items.map(toItem) ?? []}
        awaiting={list.data?.awaiting ?? 0}
        orderHref={paths.orderDetail}
      />
    </>
  );
}
