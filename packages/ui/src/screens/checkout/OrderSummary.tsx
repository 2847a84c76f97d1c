import { Armchair } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Money } from '../../components/Money';
import { cn } from '../../lib/cn';
import { checkoutTexts } from './texts';

/** A line of the order; `seats` (lugares marcados, issue #29): "Setor B · Fileira F · Assento 12", one a ticket. */
type OrderSummaryItem = { name: string; quantity: number; price: number; seats?: readonly string[] };

/**
 * The server's figures; null while they are being asked for (the client computes none itself). `discount` is the
 * coupon's, shown only when there is one; `couponCode` names it.
 */
type OrderTotals = {
  subtotal: number | null;
  fee: number | null;
  total: number | null;
  discount?: number | null;
  couponCode?: string | null;
};

function Figure({ value }: { value: number | null }) {
  return value === null ? (
    <span className="text-ink-muted">{checkoutTexts.pricing}</span>
  ) : (
    <Money value={value} />
  );
}

function TotalsList({
  subtotal,
  discount,
  couponCode,
  fee,
  total,
  className,
}: OrderTotals & { className?: string }) {
  return (
    <dl data-slot="order-totals" className={cn('grid gap-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{checkoutTexts.subtotal}</dt>
        <dd>
          <Figure value={subtotal} />
        </dd>
      </div>
      {discount ? (
        <div data-slot="order-discount" className="flex justify-between gap-4 text-success">
          <dt>{checkoutTexts.discount(couponCode ?? null)}</dt>
          <dd>
            − <Money value={discount} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-muted">{checkoutTexts.fee}</dt>
        <dd>
          <Figure value={fee} />
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
        <dt>{checkoutTexts.total}</dt>
        <dd>
          <Figure value={total} />
        </dd>
      </div>
    </dl>
  );
}

/** The seats of a line, one a ticket, each with a seat icon (lugares marcados, issue #29). */
function SeatList({ seats, className }: { seats: readonly string[]; className?: string }) {
  return (
    <ul
      data-slot="item-seats"
      aria-label={checkoutTexts.seatsLabel}
      className={cn('grid gap-0.5 text-xs text-ink-muted', className)}
    >
      {seats.map((seat, index) => (
        <li key={`${seat}-${index}`} className="flex items-center gap-1.5">
          <Armchair aria-hidden className="size-3.5 shrink-0 text-brand-700" />
          {seat}
        </li>
      ))}
    </ul>
  );
}

type OrderSummaryProps = OrderTotals & {
  items: readonly OrderSummaryItem[];
  title?: string;
  /** Below the totals (a button, a note). */
  children?: ReactNode;
};

/** The side panel of the checkout: each line, subtotal, convenience fee and total. */
function OrderSummary({
  items,
  subtotal,
  discount,
  couponCode,
  fee,
  total,
  title = checkoutTexts.summaryTitle,
  children,
}: OrderSummaryProps) {
  return (
    <Card data-slot="order-summary" className="grid gap-4 p-5">
      <h2 className="text-base font-bold">{title}</h2>
      {items.length > 0 ? (
        <ul className="grid gap-2 text-sm">
          {items.map((item, index) => (
            <li key={`${item.name}-${index}`} className="grid gap-1">
              <span className="flex justify-between gap-4">
                <span className="min-w-0">
                  <span className="font-semibold tabular-nums">{item.quantity}×</span> {item.name}
                </span>
                <Money value={item.price * item.quantity} />
              </span>
              {item.seats && item.seats.length > 0 ? <SeatList seats={item.seats} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <TotalsList
        subtotal={subtotal}
        discount={discount}
        couponCode={couponCode}
        fee={fee}
        total={total}
        className={items.length > 0 ? 'border-t border-line pt-3' : undefined}
      />
      {children}
    </Card>
  );
}

export { OrderSummary, SeatList, TotalsList };
export type { OrderSummaryItem, OrderSummaryProps, OrderTotals };
