import { ImageOff, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import { formatDayNumber, formatLongDate, formatMonthShort, type DateInput } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { splitByUpcoming } from '../../lib/upcoming';
import { texts } from './texts';

type MyTicketsEvent = {
  title: string;
  image?: string | null;
  eventDate?: string | null;
  venue?: string | null;
  city?: string | null;
  state?: string | null;
};

/** A paid order, shown as a card of its event. */
type MyTicketsOrder = {
  orderId: string;
  /** Where "Ver ingressos" goes: /meus-ingressos/{orderId}. */
  href: string;
  event: MyTicketsEvent;
  /** Tickets someone else bought and transferred to this user ("Recebido por transferência"). */
  received?: boolean;
};

type MyTicketsScreenProps = {
  status: 'loading' | 'error' | 'success';
  orders: readonly MyTicketsOrder[];
  /** The moment that splits upcoming from past (an event today is upcoming, in São Paulo time). */
  now: DateInput;
  /** Offered as "Tentar novamente" after a failed load. */
  onRetry?(): void;
  /**
   * The account has not confirmed its e-mail: tickets transferred to it stay shut (issue #25), and a banner
   * says so with "Reenviar link de confirmação". Absent once confirmed.
   */
  emailConfirmation?: EmailConfirmationView | null;
};

type EmailConfirmationView = {
  onResend(): void;
  sending: boolean;
  /** The server's answer once a new link went out. */
  sent?: string | null;
  /** Why it could not be sent (the server's pt-BR message). */
  error?: string | null;
};

function EmailConfirmationBanner({ confirmation }: { confirmation: EmailConfirmationView }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="email-confirmation"
      className="grid gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 text-brand-800"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold">
        <MailCheck aria-hidden className="size-5 shrink-0" />
        {texts.confirmTitle}
      </h2>
      <p className="text-sm">{texts.confirmBody}</p>
      <div role="status" className="text-sm font-semibold empty:hidden">
        {confirmation.sent ?? null}
      </div>
      {confirmation.error ? (
        <Alert tone="danger" role="alert">
          {confirmation.error}
        </Alert>
      ) : null}
      {confirmation.sent ? null : (
        <Button
          variant="secondary"
          className="w-full sm:w-fit"
          disabled={confirmation.sending}
          onClick={confirmation.onResend}
        >
          {confirmation.sending ? texts.confirmSending : texts.confirmResend}
        </Button>
      )}
    </section>
  );
}

/** "Fortaleza - CE"; whichever part is known. */
function placeLine(event: MyTicketsEvent) {
  return [event.city, event.state].filter(Boolean).join(' - ');
}

function DateBox({ date, past }: { date?: string | null; past: boolean }) {
  const day = formatDayNumber(date);
  if (!day) return <div aria-hidden className="w-16 shrink-0" />;
  return (
    <div
      data-slot="date-box"
      className={cn(
        'flex w-16 shrink-0 flex-col items-center justify-center rounded-control py-2 leading-none',
        past ? 'bg-surface-muted text-ink-muted' : 'bg-brand-50 text-brand-700',
      )}
    >
      <span aria-hidden className="text-2xl font-extrabold tabular-nums">
        {day}
      </span>
      <span aria-hidden className="mt-1 text-xs font-bold tracking-wide">
        {formatMonthShort(date)}
      </span>
      <span className="sr-only">{formatLongDate(date)}</span>
    </div>
  );
}

function TicketOrderCard({ order, past }: { order: MyTicketsOrder; past: boolean }) {
  const titleId = useId();
  const { event } = order;
  const place = placeLine(event);
  return (
    <li
      data-slot="my-tickets-card"
      data-past={past || undefined}
      className="@container rounded-card border border-line bg-surface p-4 shadow-card"
    >
      {/* Side by side only when the card itself is wide enough (one column on tablets). */}
      <div className="flex flex-col gap-4 @lg:flex-row @lg:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <DateBox date={event.eventDate} past={past} />
          {event.image ? (
            <img
              src={event.image}
              alt=""
              loading="lazy"
              className={cn('size-20 shrink-0 rounded-control object-cover', past && 'grayscale')}
            />
          ) : (
            <div
              aria-hidden
              className="flex size-20 shrink-0 items-center justify-center rounded-control bg-surface-muted text-ink-muted"
            >
              <ImageOff className="size-6" />
            </div>
          )}
          <div className="grid min-w-0 gap-0.5">
            <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-bold text-ink">
              {event.title || texts.fallbackTitle}
            </h3>
            {place ? <p className="text-sm text-ink-muted">{place}</p> : null}
            {event.venue ? <p className="line-clamp-2 text-sm text-ink-muted">{event.venue}</p> : null}
            {order.received ? (
              <Badge variant="brand" className="mt-1">
                {texts.received}
              </Badge>
            ) : null}
          </div>
        </div>
        <Button asChild variant={past ? 'secondary' : 'primary'} className="w-full @lg:w-auto">
          <AppLink href={order.href} aria-describedby={titleId}>
            {texts.viewTickets}
          </AppLink>
        </Button>
      </div>
    </li>
  );
}

function Section({
  title,
  empty,
  orders,
  past,
}: {
  title: string;
  empty: string;
  orders: readonly MyTicketsOrder[];
  past: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {orders.map((order) => (
            <TicketOrderCard key={order.orderId} order={order} past={past} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The buyer's paid orders, split into upcoming and past events (spec §2 "My tickets"). */
function MyTicketsScreen({ status, orders, now, onRetry, emailConfirmation }: MyTicketsScreenProps) {
  const { upcoming, past } = splitByUpcoming(orders, (order) => order.event.eventDate, now);

  return (
    <div data-slot="my-tickets-screen" className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{texts.title}</h1>
      {emailConfirmation ? <EmailConfirmationBanner confirmation={emailConfirmation} /> : null}
      {status === 'loading' ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={texts.loading} />
        </div>
      ) : status === 'error' ? (
        <Alert tone="danger" role="alert">
          <p className="font-semibold">{texts.loadError}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              {texts.retry}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <>
          <Section title={texts.upcoming} empty={texts.upcomingEmpty} orders={upcoming} past={false} />
          <Section title={texts.past} empty={texts.pastEmpty} orders={past} past />
        </>
      )}
    </div>
  );
}

export { MyTicketsScreen };
export type { EmailConfirmationView, MyTicketsEvent, MyTicketsOrder, MyTicketsScreenProps };
