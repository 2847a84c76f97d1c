import { useId } from 'react';
import { CircleCheck, Download, Ticket } from 'lucide-react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { AppLink } from '../../lib/link';
import { texts } from './texts';

/** A ticket issued for the order (spec §3 "Ticket"), with the address of its PDF. */
type PurchasedTicket = {
  id: string;
  code: string;
  ticketTypeName: string;
  attendeeName?: string | null;
  pdfHref: string;
};

type PurchaseSuccessScreenProps = {
  orderId: string;
  /** The tickets handed over by the payment step; empty when the page is opened directly. */
  tickets: readonly PurchasedTicket[];
  homeHref: string;
  myTicketsHref: string;
};

function TicketCard({ ticket }: { ticket: PurchasedTicket }) {
  return (
    <li>
      <Card data-slot="purchased-ticket" className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div className="grid min-w-0 gap-1">
          <p className="flex items-center gap-2 font-bold">
            <Ticket aria-hidden className="size-4 shrink-0 text-brand-700" />
            {ticket.ticketTypeName}
          </p>
          {ticket.attendeeName ? (
            <p className="text-sm text-ink-muted">
              {texts.attendee}: {ticket.attendeeName}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {texts.code}: <span className="font-mono break-all text-ink">{ticket.code}</span>
          </p>
        </div>
        {/* A download: a plain anchor to the API, opened in a new tab (spec §7), never a route. */}
        <Button asChild variant="secondary">
          <a href={ticket.pdfHref} target="_blank" rel="noopener noreferrer">
            <Download aria-hidden />
            {texts.pdf}
            <span className="sr-only"> {texts.pdfContext(ticket.ticketTypeName)}</span>
          </a>
        </Button>
      </Card>
    </li>
  );
}

/** After a paid order (spec §2): the order id and its tickets, or where to find them. */
function PurchaseSuccessScreen({ orderId, tickets, homeHref, myTicketsHref }: PurchaseSuccessScreenProps) {
  const ticketsTitleId = useId();
  return (
    <div data-slot="purchase-success" className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:py-16">
      <div className="grid justify-items-center gap-3 text-center">
        <CircleCheck aria-hidden className="size-16 text-success" />
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-ink-muted">
          <span className="font-mono break-all text-ink">{texts.order(orderId)}</span>
        </p>
      </div>
      {tickets.length > 0 ? (
        <section aria-labelledby={ticketsTitleId} className="grid gap-4">
          <h2 id={ticketsTitleId} className="text-lg font-bold">
            {texts.ticketsTitle}
          </h2>
          <ul className="grid gap-3">
            {tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        </section>
      ) : (
        <Card className="p-6 text-center text-ink-muted">
          <p>
            {texts.noTickets}{' '}
            <AppLink
              href={myTicketsHref}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {texts.myTickets}
            </AppLink>
            .
          </p>
        </Card>
      )}
      <Button asChild size="lg" className="mx-auto w-full sm:w-fit">
        <AppLink href={homeHref}>{texts.home}</AppLink>
      </Button>
    </div>
  );
}

export { PurchaseSuccessScreen };
export type { PurchasedTicket, PurchaseSuccessScreenProps };
