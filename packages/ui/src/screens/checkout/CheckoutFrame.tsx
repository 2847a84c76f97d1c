import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { CHECKOUT_STEPS, Stepper } from '../../components/Stepper';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/format';
import { checkoutTexts } from './texts';

/** What the checkout header shows about the event (spec §2, step 1: poster, title, date, city). */
type CheckoutEvent = {
  title: string;
  poster?: string | null;
  /** The event's date (ISO); shown in the long pt-BR form. */
  date?: string | null;
  city?: string | null;
  /** Two-letter UF, shown after the city. */
  state?: string | null;
};

/** Zero-based index into CHECKOUT_STEPS. */
type CheckoutStep = 0 | 1 | 2 | 3;

function placeLine({ city, state }: CheckoutEvent) {
  return [city, state].filter(Boolean).join(' - ');
}

function CheckoutHeader({ event, step }: { event: CheckoutEvent; step: CheckoutStep }) {
  const date = formatLongDate(event.date);
  const place = placeLine(event);
  return (
    <Card data-slot="checkout-header" className="overflow-hidden">
      <section aria-label={checkoutTexts.eventSection} className="flex items-center gap-4 p-4 sm:p-5">
        {event.poster ? (
          <img
            src={event.poster}
            alt={checkoutTexts.posterAlt(event.title)}
            className="size-16 shrink-0 rounded-control bg-surface-muted object-cover sm:size-20"
          />
        ) : null}
        <div className="grid min-w-0 gap-1">
          <p className="line-clamp-2 text-lg leading-snug font-extrabold tracking-tight sm:text-xl">
            {event.title}
          </p>
          {date ? (
            <p className="flex items-center gap-1.5 text-sm text-ink-muted">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              <span className="first-letter:uppercase">{date}</span>
            </p>
          ) : null}
          {place ? (
            <p className="flex items-center gap-1.5 text-sm text-ink-muted">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {place}
            </p>
          ) : null}
        </div>
      </section>
      <div className="border-t border-line px-2 py-4 sm:px-6">
        <Stepper steps={CHECKOUT_STEPS} current={step} />
      </div>
    </Card>
  );
}

type CheckoutFrameProps = {
  event: CheckoutEvent;
  step: CheckoutStep;
  children: ReactNode;
  /** The side column (order summary, cart); below the content on small screens. */
  aside?: ReactNode;
  /** Names the side column for assistive technology. */
  asideLabel?: string;
  asideClassName?: string;
};

/** The page of every checkout step: event header with the steps, content and a side column. */
function CheckoutFrame({ event, step, children, aside, asideLabel, asideClassName }: CheckoutFrameProps) {
  return (
    <div data-slot="checkout-frame" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <CheckoutHeader event={event} step={step} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">{children}</div>
        {aside ? (
          <aside aria-label={asideLabel} className={cn('grid gap-4 lg:sticky lg:top-4', asideClassName)}>
            {aside}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

export { CheckoutFrame, CheckoutHeader };
export type { CheckoutEvent, CheckoutFrameProps, CheckoutStep };
