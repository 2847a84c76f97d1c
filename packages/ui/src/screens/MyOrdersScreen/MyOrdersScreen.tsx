import { ChevronRight } from 'lucide-react';
import { OrderStatusBadge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Money } from '../../components/Money';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

/** One order of the list (spec §3 "Order (list)"), ready to show. */
type MyOrderRow = {
  id: string;
  eventTitle: string;
  createdAt: string;
  /** Tickets in the order (the sum of its items' quantities). */
  itemCount: number;
  total: number;
  status: string;
  href: string;
  /** `/meus-ingressos/{id}` for a paid order: "Ver ingressos" beside "Ver pedido". */
  ticketsHref?: string | null;
  /** How it was paid: "Pix", "Cartão de crédito · 3x de R$ 50,00" (issue #27); null before payment. */
  paymentLabel?: string | null;
};

type MyOrdersScreenProps = {
  /** My orders never shows an error (spec §8): a failed load is an empty list. */
  status: 'loading' | 'ready';
  orders: readonly MyOrderRow[];
};

/** "#" and the last 6 characters of the id (spec §2). */
function orderNumber(id: string) {
  return `#${id.slice(-6)}`;
}

const linkClasses =
  'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline';

/** "Ver ingressos", for a paid order only. */
function TicketsLink({
  order,
  number,
  chevron = false,
}: {
  order: MyOrderRow;
  number: string;
  chevron?: boolean;
}) {
  if (!order.ticketsHref) return null;
  return (
    <AppLink href={order.ticketsHref} aria-label={texts.ticketsLabel(number)} className={linkClasses}>
      {texts.tickets}
      {chevron ? <ChevronRight aria-hidden className="size-4" /> : null}
    </AppLink>
  );
}

function PaymentLabel({ order }: { order: MyOrderRow }) {
  if (!order.paymentLabel) return null;
  return (
    <span data-slot="order-payment" className="text-xs text-ink-muted">
      {order.paymentLabel}
    </span>
  );
}

function OrdersTable({ orders }: { orders: readonly MyOrderRow[] }) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {texts.columns.order}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {texts.columns.event}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {texts.columns.date}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              {texts.columns.items}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              {texts.columns.value}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {texts.columns.status}
            </th>
            <th scope="col" className="px-5 py-3">
              <span className="sr-only">{texts.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => {
            const number = orderNumber(order.id);
            return (
              <tr key={order.id} data-slot="order-row">
                <th scope="row" className="px-5 py-4 font-mono font-semibold">
                  {number}
                </th>
                <td className="max-w-64 px-5 py-4">
                  <span className="line-clamp-2">{order.eventTitle}</span>
                </td>
                <td className="px-5 py-4 whitespace-nowrap text-ink-muted">
                  {formatDateTime(order.createdAt)}
                </td>
                <td className="px-5 py-4 text-right tabular-nums">{order.itemCount}</td>
                <td className="px-5 py-4 text-right">
                  <Money value={order.total} />
                </td>
                <td className="px-5 py-4">
                  {order.paymentLabel ? (
                    <span className="grid justify-items-start gap-1">
                      <OrderStatusBadge status={order.status} />
                      <PaymentLabel order={order} />
                    </span>
                  ) : (
                    <OrderStatusBadge status={order.status} />
                  )}
                </td>
                <td className="px-5 py-4 text-right">
                  <span className="flex flex-col items-end gap-1">
                    <AppLink href={order.href} aria-label={texts.viewLabel(number)} className={linkClasses}>
                      {texts.view}
                    </AppLink>
                    <TicketsLink order={order} number={number} />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** Small screens: one card per order instead of a table that would scroll sideways. */
function OrderCards({ orders }: { orders: readonly MyOrderRow[] }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {orders.map((order) => {
        const number = orderNumber(order.id);
        return (
          <li key={order.id}>
            <Card data-slot="order-card" className="grid gap-3 p-4">
              <div className="flex items-center justify-between gap-3">
                <span className="font-mono text-sm font-semibold">
                  {texts.columns.order} {number}
                </span>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="font-bold">{order.eventTitle}</p>
              <PaymentLabel order={order} />
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-ink-muted">{texts.columns.date}</dt>
                  <dd>{formatDateTime(order.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-muted">{texts.columns.items}</dt>
                  <dd className="tabular-nums">{order.itemCount}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-muted">{texts.columns.value}</dt>
                  <dd>
                    <Money value={order.total} />
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <AppLink href={order.href} aria-label={texts.viewLabel(number)} className={linkClasses}>
                  {texts.view}
                  <ChevronRight aria-hidden className="size-4" />
                </AppLink>
                <TicketsLink order={order} number={number} chevron />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** My orders (spec §2): every order of the signed-in buyer with its status and a link to it. */
function MyOrdersScreen({ status, orders }: MyOrdersScreenProps) {
  return (
    <div data-slot="my-orders" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-ink-muted">{texts.description}</p>
      </div>
      {status === 'loading' ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={texts.loading} />
        </div>
      ) : orders.length === 0 ? (
        <Card className="p-10 text-center text-ink-muted">
          <p>{texts.empty}</p>
        </Card>
      ) : (
        <>
          <OrdersTable orders={orders} />
          <OrderCards orders={orders} />
        </>
      )}
    </div>
  );
}

export { MyOrdersScreen, orderNumber };
export type { MyOrderRow, MyOrdersScreenProps };
