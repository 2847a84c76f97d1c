import { MyOrdersScreen } from '@bilheteria/ui';
import { PageTitle } from '../../app/page-title';
import { useMyOrders } from './api';
import { toOrderRow } from './rows';

/** /meus-pedidos (spec §2 My orders). A failed load shows an empty list, silently (spec §8). */
export function MyOrdersRoute() {
  const orders = useMyOrders();
  // An answer that is not a list counts as a failed load: an empty list too.
  const rows = Array.isArray(orders.data) ? orders.data.map(toOrderRow) : [];
  return (
    <>
      <PageTitle>Histórico</PageTitle>
      <MyOrdersScreen status={orders.isPending ? 'loading' : 'ready'} orders={rows} />
    </>
  );
}
