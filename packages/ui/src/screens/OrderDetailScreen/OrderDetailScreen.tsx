import { Ticket, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Badge, OrderStatusBadge, orderStatusLabel } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/Dialog';
import { Money } from '../../components/Money';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { PixPanel, type PixCharge } from '../checkout';
import { describeMeiaEntrada } from '@bilheteria/rules';
import { texts } from './texts';

type OrderLine = { name: string; quantity: number; unitPrice: number };

/** Whether the buyer may cancel now (GET /orders/{id} `cancellation`). */
type OrderCancellationView = {
  allowed: boolean;
  /** Why not (pt-BR, from the server), null when allowed. */
  reason: string | null;
  refundAmount: number;
  /** Until when a paid order may be cancelled. */
  deadline: string | null;
};

/** The order's refund (GET /orders/{id} `refund`); the provider's errors are never shown to the buyer. */
type OrderRefundView = {
  status: 'requested' | 'sent' | 'confirmed';
  amount: number;
  reason: keyof typeof texts.refundReason;
  requestedAt: string;
  confirmedAt: string | null;
};

/** The order as shown (spec §3 "Order (detail)"). */
type OrderDetailView = {
  id: string;
  createdAt: string;
  status: string;
  total: number;
  /** The coupon's discount (0 without one) and its code. */
  discount?: number;
  couponCode?: string | null;
  eventTitle: string;
  eventPoster?: string | null;
  items: readonly OrderLine[];
  /** The half-price tickets' beneficiaries (issue #14): shown with what the door will ask. */
  meiaEntradas?: readonly { name: string; meiaEntrada: { tipo: string; documento: string } }[];
  /** `/meus-ingressos/{id}` once the order is paid: its tickets (QR codes, PDF) are there. */
  ticketsHref?: string | null;
  cancellation?: OrderCancellationView | null;
  refund?: OrderRefundView | null;
  /** How it was paid: "Pix", "Cartão de crédito · 3x de R$ 50,00" (issue #27); null before payment. */
  paymentLabel?: string | null;
};

type OrderDetailScreenProps = {
  status: 'loading' | 'notFound' | 'error' | 'ready';
  /** The load failure (spec §8: server message or "Falha ao carregar pedido"). */
  error?: string | null;
  order?: OrderDetailView | null;
  /** The last Pix generated for the order, if any. */
  pix: PixCharge | null;
  /** The clock (ms since epoch) for the Pix countdown. */
  now: number;
  onCopy(code: string): void | Promise<void>;
  onRegenerate(): void;
  regenerating: boolean;
  /** Spec §8: "Falha ao regerar Pix." (or the server's message). */
  regenerateError?: string | null;
  backHref: string;
  /** "Cancelar pedido" confirmed in the dialog. */
  onCancel?(): void;
  cancelling?: boolean;
  /** The server's refusal (409, pt-BR) or a failure. */
  cancelError?: string | null;
};

function BackLink({ href }: { href: string }) {
  return (
    <AppLink
      href={href}
      className="w-fit text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {texts.back}
    </AppLink>
  );
}

function OrderHeader({ order }: { order: OrderDetailView }) {
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center">
      {order.eventPoster ? (
        <img
          src={order.eventPoster}
          alt={texts.posterAlt(order.eventTitle)}
          className="aspect-square w-24 shrink-0 rounded-control bg-surface-muted object-cover"
        />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{order.eventTitle}</h1>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div className="col-span-2 grid gap-0.5">
            <dt className="text-ink-muted">{texts.order}</dt>
            <dd className="font-mono text-xs break-all">{order.id}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-ink-muted">{texts.created}</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-ink-muted">{texts.itemCount}</dt>
            <dd className="tabular-nums">{itemCount}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-ink-muted">{texts.status}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

function ItemsList({ order }: { order: OrderDetailView }) {
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-lg font-bold">{texts.itemsTitle}</h2>
      <ul className="divide-y divide-line">
        {order.items.map((item, index) => (
          <li
            key={`${item.name}-${index}`}
            data-slot="order-line"
            className="flex items-start justify-between gap-4 py-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-semibold">{item.name}</p>
              <p className="text-sm text-ink-muted">
                <span className="sr-only">
                  {texts.quantity} e {texts.unitPrice.toLowerCase()}:{' '}
                </span>
                {texts.unitLine(item.quantity, item.unitPrice)}
              </p>
            </div>
            <p className="text-right">
              <span className="sr-only">{texts.lineTotal}: </span>
              <Money value={item.quantity * item.unitPrice} className="font-semibold" />
            </p>
          </li>
        ))}
      </ul>
      {order.meiaEntradas && order.meiaEntradas.length > 0 ? (
        <div data-slot="meia-entradas" className="grid gap-1 border-t border-line pt-3 text-sm">
          <h3 className="font-semibold">{texts.meiaTitle}</h3>
          <ul className="grid gap-1">
            {order.meiaEntradas.map((entry, index) => (
              <li key={`${entry.meiaEntrada.documento}-${index}`}>
                <span className="font-semibold">{entry.name}</span> — {describeMeiaEntrada(entry.meiaEntrada)}
              </li>
            ))}
          </ul>
          <p className="text-ink-muted">{texts.meiaNote}</p>
        </div>
      ) : null}
      {order.discount ? (
        <p
          data-slot="order-discount"
          className="flex justify-between gap-4 border-t border-line pt-3 text-success"
        >
          {texts.discount(order.couponCode ?? null)}
          <span>
            − <Money value={order.discount} />
          </span>
        </p>
      ) : null}
      <p className="flex justify-between gap-4 border-t border-line pt-3 font-bold">
        {texts.orderTotal}
        <Money value={order.total} />
      </p>
      {order.paymentLabel ? (
        <p data-slot="order-payment" className="flex justify-between gap-4 text-ink-muted">
          {texts.paidWith}
          <span>{order.paymentLabel}</span>
        </p>
      ) : null}
    </Card>
  );
}

function CancellationCard({
  order,
  onCancel,
  cancelling,
  cancelError,
}: {
  order: OrderDetailView;
  onCancel?(): void;
  cancelling: boolean;
  cancelError?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const cancellation = order.cancellation;
  if (!cancellation) return null;
  const paid = order.status === 'paid';
  // A pending order that cannot be cancelled does not exist; a cancelled one needs no card.
  if (!cancellation.allowed && !paid) return null;
  return (
    <Card className="grid gap-3 p-5" role="region" aria-labelledby="order-cancel-title">
      <h2 id="order-cancel-title" className="text-lg font-bold">
        {texts.cancelTitle}
      </h2>
      {cancelError ? (
        <Alert tone="danger" role="alert">
          {cancelError}
        </Alert>
      ) : null}
      {paid ? <p className="text-sm text-ink-muted">{texts.cancelRules}</p> : null}
      {cancellation.allowed ? (
        <>
          {paid && cancellation.deadline ? (
            <p className="text-sm">{texts.cancelDeadline(formatDateTime(cancellation.deadline))}</p>
          ) : null}
          <Button
            variant="secondary"
            className="w-full text-danger sm:w-fit"
            disabled={cancelling || !onCancel}
            onClick={() => setOpen(true)}
          >
            <XCircle aria-hidden />
            {cancelling ? texts.cancelling : texts.cancelButton}
          </Button>
        </>
      ) : (
        <p className="text-sm font-medium" data-slot="cancel-refused">
          {cancellation.reason}
        </p>
      )}
      <ConfirmDialog
        slot="cancel-order-dialog"
        open={open}
        title={texts.confirmTitle}
        text={paid ? texts.confirmPaid(cancellation.refundAmount) : texts.confirmPending}
        cancelLabel={texts.keep}
        confirmLabel={texts.confirm}
        onConfirm={() => onCancel?.()}
        onClose={() => setOpen(false)}
      >
        {paid ? (
          <div className="grid gap-2 text-sm text-ink-muted">
            <p>{texts.confirmTickets}</p>
            <p>{texts.cancelRules}</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}

function RefundCard({ refund }: { refund: OrderRefundView }) {
  return (
    <Card className="grid gap-3 p-5" role="region" aria-labelledby="order-refund-title">
      <h2 id="order-refund-title" className="text-lg font-bold">
        {texts.refundTitle}
      </h2>
      <p className="text-sm text-ink-muted">{texts.refundReason[refund.reason]}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="text-ink-muted">{texts.refundAmount}</dt>
          <dd>
            <Money value={refund.amount} className="font-semibold" />
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-ink-muted">{texts.refundRequested}</dt>
          <dd>{formatDateTime(refund.requestedAt)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-ink-muted">
            {refund.confirmedAt ? texts.refundConfirmed : texts.refundStatus}
          </dt>
          <dd>
            {refund.confirmedAt ? (
              formatDateTime(refund.confirmedAt)
            ) : (
              <Badge variant="warning">{texts.refundProcessing}</Badge>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Order detail (spec §2): header, the Pix to pay while the order is pending, and its items. */
function OrderDetailScreen({
  status,
  error,
  order,
  pix,
  now,
  onCopy,
  onRegenerate,
  regenerating,
  regenerateError,
  backHref,
  onCancel,
  cancelling = false,
  cancelError,
}: OrderDetailScreenProps) {
  if (status === 'loading') {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
        <BackLink href={backHref} />
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={texts.loading} />
        </div>
      </div>
    );
  }

  if (status !== 'ready' || !order) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
        <BackLink href={backHref} />
        <Alert tone="danger" role="alert">
          <h1 className="font-semibold">{status === 'notFound' ? texts.notFound : error}</h1>
        </Alert>
      </div>
    );
  }

  const showPix = order.status === 'pending' && pix !== null && pix.qrCodeBase64 !== '';
  return (
    <div data-slot="order-detail" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <BackLink href={backHref} />
      <OrderHeader order={order} />
      <Card className="grid gap-4 p-5" aria-labelledby="order-pix-title" role="region">
        <h2 id="order-pix-title" className="text-lg font-bold">
          {texts.pixTitle}
        </h2>
        {regenerateError ? (
          <Alert tone="danger" role="alert">
            {regenerateError}
          </Alert>
        ) : null}
        {showPix ? (
          <PixPanel
            pix={pix}
            now={now}
            total={order.total}
            onCopy={onCopy}
            onRegenerate={onRegenerate}
            regenerating={regenerating}
            regenerateWhen="always"
          />
        ) : (
          <p className="text-sm text-ink-muted">{texts.noPix(orderStatusLabel(order.status))}</p>
        )}
        {order.ticketsHref ? (
          <Button asChild className="w-full sm:w-fit">
            <AppLink href={order.ticketsHref}>
              <Ticket aria-hidden />
              {texts.viewTickets}
            </AppLink>
          </Button>
        ) : null}
      </Card>
      {order.refund ? <RefundCard refund={order.refund} /> : null}
      <ItemsList order={order} />
      <CancellationCard order={order} onCancel={onCancel} cancelling={cancelling} cancelError={cancelError} />
    </div>
  );
}

export { OrderDetailScreen };
export type { OrderCancellationView, OrderDetailScreenProps, OrderDetailView, OrderLine, OrderRefundView };
