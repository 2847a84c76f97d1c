import { Armchair, Info, UserRound } from 'lucide-react';
import { Alert } from '../../components/Alert';
import { Button, useFocusBackAfterBusy } from '../../components/Button';
import { Card } from '../../components/Card';
import { Money } from '../../components/Money';
import { AppLink } from '../../lib/link';
import { CheckoutFrame, SeatList, TotalsList, type CheckoutEvent, type OrderTotals } from '../checkout';
import { describeMeiaEntrada } from '@bilheteria/rules';
import { texts } from './texts';

/** Who uses a ticket; a half-price ticket also names its beneficiary (issue #14). */
type SummaryAttendee = {
  name: string;
  email: string;
  meiaEntrada?: { tipo: string; documento: string } | null;
};

/** One line of the order with the people who will use its tickets. */
type SummaryItem = {
  ticketTypeId: string;
  name: string;
  quantity: number;
  price: number;
  attendees: readonly SummaryAttendee[];
  /**
   * Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12", one a ticket, in the order picked; the
   * order gives them to the attendees in that order, so each attendee shows its seat.
   */
  seats?: readonly string[];
};

type CheckoutSummaryScreenProps = OrderTotals & {
  event: CheckoutEvent;
  items: readonly SummaryItem[];
  /** True while the order is being created: the button shows it and stays disabled. */
  creating: boolean;
  /** Why the order could not be created (spec §8), as an alert. */
  error?: string | null;
  /**
   * Why the server would refuse this order now (its quote: sold out, not enough left, limit reached, event
   * over), as an alert; "Ir para pagamento" stays disabled while it stands.
   */
  refusal?: string | null;
  /** The server is still pricing the order: nothing can be confirmed before the total is known. */
  quoting?: boolean;
  onConfirm(): void;
  backHref: string;
};

function ItemCard({ item }: { item: SummaryItem }) {
  return (
    <Card data-slot="summary-item" className="grid gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 className="text-base font-bold">{item.name}</h2>
          <p className="text-sm text-ink-muted">{texts.unitLine(item.quantity, item.price)}</p>
        </div>
        <Money value={item.quantity * item.price} className="font-bold" />
      </div>
      {item.attendees.length === 0 && item.seats && item.seats.length > 0 ? (
        <SeatList seats={item.seats} className="border-t border-line pt-3 text-sm" />
      ) : null}
      {item.attendees.length > 0 ? (
        <div className="grid gap-2 border-t border-line pt-3">
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{texts.attendees}</h3>
          <ul className="grid gap-2">
            {item.attendees.map((attendee, index) => (
              <li key={`${attendee.email}-${index}`} className="flex items-start gap-2 text-sm">
                <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="font-semibold">{attendee.name}</span>
                  <span className="block break-all text-ink-muted">{attendee.email}</span>
                  {item.seats?.[index] ? (
                    <span data-slot="attendee-seat" className="flex items-center gap-1.5 font-medium">
                      <Armchair aria-hidden className="size-3.5 shrink-0 text-brand-700" />
                      {item.seats[index]}
                    </span>
                  ) : null}
                  {attendee.meiaEntrada ? (
                    <span data-slot="meia-entrada" className="block font-medium text-brand-800">
                      {describeMeiaEntrada(attendee.meiaEntrada)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** Checkout step 3 (spec §2): items with their attendees, totals; going to payment creates the order. */
function CheckoutSummaryScreen({
  event,
  items,
  subtotal,
  discount,
  couponCode,
  fee,
  total,
  creating,
  error,
  refusal = null,
  quoting = false,
  onConfirm,
  backHref,
}: CheckoutSummaryScreenProps) {
  const confirm = useFocusBackAfterBusy(creating, onConfirm);
  const message = refusal ?? error;
  return (
    <CheckoutFrame
      event={event}
      step={2}
      asideLabel={texts.totalsLabel}
      aside={
        <Card className="grid gap-4 p-5">
          <h2 className="text-base font-bold">{texts.totalsTitle}</h2>
          <TotalsList
            subtotal={subtotal}
            discount={discount}
            couponCode={couponCode}
            fee={fee}
            total={total}
          />
          <div role="alert" className="empty:hidden">
            {message ? (
              <Alert tone="danger" className="whitespace-pre-line">
                {message}
              </Alert>
            ) : null}
          </div>
          <Button
            {...confirm}
            size="lg"
            className="w-full"
            disabled={creating || quoting || refusal !== null}
          >
            {creating ? texts.creating : texts.confirm}
          </Button>
          <p className="flex gap-2 text-xs text-ink-muted">
            <Info aria-hidden className="size-4 shrink-0" />
            {texts.guarantee}
          </p>
        </Card>
      }
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
        <p className="text-ink-muted">{texts.description}</p>
      </div>
      <div className="grid gap-4">
        {items.map((item) => (
          <ItemCard key={item.ticketTypeId} item={item} />
        ))}
      </div>
      <Button asChild variant="secondary" size="lg" className="w-full sm:w-fit">
        <AppLink href={backHref}>{texts.back}</AppLink>
      </Button>
    </CheckoutFrame>
  );
}

export { CheckoutSummaryScreen };
export type { CheckoutSummaryScreenProps, SummaryAttendee, SummaryItem };
