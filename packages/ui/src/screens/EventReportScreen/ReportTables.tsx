import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Money } from '../../components/Money';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import type { ReportCoupon, ReportDay, ReportLot, ReportOrder } from '../../lib/report';
import { formatCount, formatDay } from './format';
import { texts } from './texts';

/** Whether the box is narrower than its content (its columns run past the right edge), kept current on resize. */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A table that scrolls sideways on narrow screens, saying so when its columns do not fit (on a phone the
 * last columns are otherwise simply missing). The scrolling box takes focus so keyboard users can scroll it
 * too (WCAG 2.1.1; axe "scrollable-region-focusable"), and is named by its heading.
 */
function ScrollTable({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, overflows } = useOverflowsSideways();
  return (
    <div className="grid min-w-0 gap-1">
      {overflows ? (
        <p data-slot="scroll-hint" className="flex items-center gap-1 text-xs text-ink-muted">
          {texts.scrollHint}
          <span aria-hidden>→</span>
        </p>
      ) : null}
      <div
        ref={ref}
        role="region"
        aria-labelledby={labelledBy}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
        data-slot="scroll-table"
        className={cn(
          'overflow-auto rounded-control focus-visible:ring-2 focus-visible:ring-brand-600',
          className,
        )}
      >
        {/* The header row stays in view while a long table scrolls inside its box. */}
        <table className="w-full border-collapse text-sm [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:bg-surface">
          {children}
        </table>
      </div>
    </div>
  );
}

function Th({ numeric, className, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line px-3 py-2 text-xs font-semibold whitespace-nowrap text-ink-muted',
        numeric ? 'text-right' : 'text-left',
        className,
      )}
      {...props}
    />
  );
}

function Td({ numeric, className, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return (
    <td
      className={cn(
        'border-b border-line px-3 py-2 align-top',
        numeric && 'text-right whitespace-nowrap tabular-nums',
        className,
      )}
      {...props}
    />
  );
}

/** Spec §2 "Vendas por lote". */
function LotsTable({ lots, labelledBy }: { lots: ReportLot[]; labelledBy: string }) {
  if (lots.length === 0) return <p className="text-sm text-ink-muted">{texts.lotsEmpty}</p>;
  // The half-price column, when the data says which lots are meia-entrada (issue #14).
  const meia = lots.some((lot) => lot.meiaEntrada !== undefined);
  return (
    <ScrollTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <Th>{texts.lot}</Th>
          {meia ? <Th>{texts.meiaColumn}</Th> : null}
          <Th numeric>{texts.price}</Th>
          <Th numeric>{texts.planned}</Th>
          <Th numeric>{texts.officialSold}</Th>
          <Th numeric>{texts.soldPaid}</Th>
          <Th numeric>{texts.lotRevenue}</Th>
          <Th numeric>{texts.remaining}</Th>
        </tr>
      </thead>
      <tbody>
        {lots.map((lot) => (
          <tr key={lot.ticketTypeId}>
            <Th scope="row" className="border-b border-line py-2 text-sm font-medium text-ink">
              {lot.name}
            </Th>
            {meia ? <Td>{lot.meiaEntrada ? texts.meiaYes : texts.meiaNo}</Td> : null}
            <Td numeric>
              <Money value={lot.price} />
            </Td>
            <Td numeric>{formatCount(lot.plannedQuantity)}</Td>
            <Td numeric>{formatCount(lot.officialSold)}</Td>
            <Td numeric>{formatCount(lot.soldPaid)}</Td>
            <Td numeric>
              <Money value={lot.revenuePaid} />
            </Td>
            <Td numeric>{formatCount(lot.remaining)}</Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Issue #18: per coupon, paid orders and discount in the range, uses reserved now (of the maximum). */
function CouponsTable({ coupons, labelledBy }: { coupons: ReportCoupon[]; labelledBy: string }) {
  return (
    <ScrollTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <Th>{texts.coupon}</Th>
          <Th numeric>{texts.couponOrders}</Th>
          <Th numeric>{texts.couponDiscount}</Th>
          <Th numeric>{texts.couponUses}</Th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.couponId}>
            <Th scope="row" className="border-b border-line py-2 font-mono text-sm font-medium text-ink">
              {coupon.code}
            </Th>
            <Td numeric>{formatCount(coupon.orders)}</Td>
            <Td numeric>
              <Money value={coupon.discount} />
            </Td>
            <Td numeric>{texts.couponUsesOf(coupon.used, coupon.maxUses)}</Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** "#a1b2c3": the last 6 characters, as the order lists show them. */
function shortOrderId(id: string) {
  return `#${id.slice(-6)}`;
}

/** Spec §2 "Pedidos (n)": Pedido, Data, Total, Itens. */
function OrdersTable({ orders, labelledBy }: { orders: ReportOrder[]; labelledBy: string }) {
  if (orders.length === 0) return <p className="text-sm text-ink-muted">{texts.ordersEmpty}</p>;
  return (
    <ScrollTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <Th>{texts.order}</Th>
          <Th>{texts.date}</Th>
          <Th numeric>{texts.total}</Th>
          <Th>{texts.items}</Th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <Th scope="row" className="py-2 font-mono text-sm font-medium text-ink">
              {shortOrderId(order.id)}
            </Th>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(order.createdAt)}</Td>
            <Td numeric>
              <Money value={order.total} />
            </Td>
            <Td className="min-w-48">
              <ul className="grid gap-0.5">
                {order.items.map((item, index) => (
                  <li key={index}>
                    {formatCount(item.quantity)} × {item.name}
                  </li>
                ))}
              </ul>
            </Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The daily chart's figures as a table: the chart's text alternative. */
function DailyDataTable({
  days,
  labelledBy,
  className,
}: {
  days: ReportDay[];
  labelledBy: string;
  className?: string;
}) {
  return (
    <ScrollTable labelledBy={labelledBy} className={className}>
      <thead>
        <tr>
          <Th>{texts.day}</Th>
          <Th numeric>{texts.ticketsSeries}</Th>
          <Th numeric>{texts.revenue}</Th>
        </tr>
      </thead>
      <tbody>
        {days.map((row) => (
          <tr key={row.day}>
            <Th scope="row" className="py-2 text-sm font-normal text-ink tabular-nums">
              {formatDay(row.day)}
            </Th>
            <Td numeric>{formatCount(row.tickets)}</Td>
            <Td numeric>
              <Money value={row.revenue} />
            </Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The top lots chart's figures as a table. */
function TopLotsDataTable({ lots, labelledBy }: { lots: ReportLot[]; labelledBy: string }) {
  return (
    <ScrollTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <Th>{texts.lot}</Th>
          <Th numeric>{texts.lotRevenue}</Th>
        </tr>
      </thead>
      <tbody>
        {lots.map((lot) => (
          <tr key={lot.ticketTypeId}>
            <Th scope="row" className="py-2 text-sm font-normal text-ink">
              {lot.name}
            </Th>
            <Td numeric>
              <Money value={lot.revenuePaid} />
            </Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** One row of the payments split (issue #27): ticket revenue and the buyers' interest, apart. */
type ReportPaymentRow = { label: string; orders: number; revenue: number; interest: number };

/** Sales by payment method, then the card's by installment count. */
function PaymentsTable({ rows, labelledBy }: { rows: ReportPaymentRow[]; labelledBy: string }) {
  return (
    <ScrollTable labelledBy={labelledBy}>
      <thead>
        <tr>
          <Th>{texts.paymentMethod}</Th>
          <Th numeric>{texts.couponOrders}</Th>
          <Th numeric>{texts.paymentRevenue}</Th>
          <Th numeric>{texts.paymentInterest}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <Th scope="row" className="border-b border-line py-2 text-sm font-medium text-ink">
              {row.label}
            </Th>
            <Td numeric>{formatCount(row.orders)}</Td>
            <Td numeric>
              <Money value={row.revenue} />
            </Td>
            <Td numeric>
              <Money value={row.interest} />
            </Td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export { CouponsTable, DailyDataTable, LotsTable, OrdersTable, PaymentsTable, TopLotsDataTable };
export type { ReportPaymentRow };
