import { OrderDetailScreen } from '@bilheteria/ui';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../app/page-title';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api';
import { pixPayload } from '@bilheteria/client-core/buyer';
import { copyText } from '@bilheteria/client-core/clipboard';
import { useNow } from '@bilheteria/client-core/clock';
import {
  ORDER_CANCEL_FAILED,
  ORDER_LOAD_FAILED,
  pixFromPayment,
  useCancelOrder,
  useCreatePix,
  useOrder,
  useOrderPayment,
} from './api';
import { toOrderDetail } from './rows';

/** Spec §8: a failed "Regerar Pix". */
export const PIX_REGENERATE_FAILED = 'Falha ao regerar Pix.';

/** /meus-pedidos/{orderId} (spec §2 Order detail): the order, its Pix while pending, "Regerar Pix". */
export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const payment = useOrderPayment(orderId);
  const regenerate = useCreatePix();
  const cancel = useCancelOrder(orderId);
  const pix = payment.data?.pix ? pixFromPayment(payment.data.pix) : null;
  const now = useNow(pix !== null && order.data?.status === 'pending');

  const status = order.isPending
    ? 'loading'
    : order.isError
      ? order.error instanceof ApiError && order.error.status === 404
        ? 'notFound'
        : 'error'
      : 'ready';

  function regeneratePix() {
    const current = order.data;
    if (!current) return;
    // Spec §7: regenerating from here leaves eventoid out; the buyer is the one of the last Pix.
    regenerate.mutate(
      pixPayload({
        orderId: current._id,
        total: current.total,
        buyer: {
          name: current.buyerName,
          email: current.buyerEmail,
          cpf: current.buyerCpfCnpj ?? '',
          whatsapp: current.buyerPhone ?? '',
        },
        eventTitle: current.eventTitle || current.event.title,
      }),
    );
  }

  return (
    <>
      <PageTitle>{order.data ? `Pedido · ${order.data.eventTitle}` : 'Pedido'}</PageTitle>
      <OrderDetailScreen
        status={status}
        error={order.isError ? errorMessage(order.error, ORDER_LOAD_FAILED) : null}
        order={order.data ? toOrderDetail(order.data) : null}
        pix={pix}
        now={now}
        onCopy={copyText}
        onRegenerate={regeneratePix}
        regenerating={regenerate.isPending}
        regenerateError={regenerate.isError ? PIX_REGENERATE_FAILED : null}
        backHref={paths.myOrders}
        onCancel={() => cancel.mutate()}
        cancelling={cancel.isPending}
        cancelError={cancel.isError ? errorMessage(cancel.error, ORDER_CANCEL_FAILED) : null}
      />
    </>
  );
}
