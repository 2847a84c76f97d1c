import { MapPin, Ticket } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDayNumber, formatMonthShort, type DateInput } from '../../lib/format';
import { AppLink } from '../../lib/link';
import { formatPlace } from '../../lib/place';
import { ResponsiveImage } from '../ResponsiveImage';

const texts = {
  titleFallback: 'Evento',
  posterAlt: (title: string) => `Cartaz: ${title}`,
  cancelled: 'Evento cancelado',
} as const;

type EventCardData = {
  /** The event page, `/event/{id}`. */
  href: string;
  title?: string | null;
  /** Poster URL. */
  image?: string | null;
  date?: DateInput | null;
  venue?: string | null;
  city?: string | null;
  state?: string | null;
  /** Set when the organizer cancelled the event: the card wears "Evento cancelado". */
  cancelledAt?: DateInput | null;
};

type EventCardProps = Omit<ComponentProps<'article'>, 'children' | 'title'> &
  EventCardData & {
    /** Level of the title heading, after the page's own headings. */
    headingLevel?: 'h2' | 'h3';
  };

function toIso(date: DateInput) {
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/**
 * An event in a grid (spec §2 Home): poster, day and month, title, venue, city/UF. The title is the
 * link; it stretches over the whole card so the card is one click target and one tab stop.
 */
function EventCard({
  href,
  title,
  image,
  date,
  venue,
  city,
  state,
  cancelledAt,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: EventCardProps) {
  const name = title?.trim() || texts.titleFallback;
  const place = formatPlace(city, state);
  const day = date ? formatDayNumber(date) : '';

  return (
    <article
      data-slot="event-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition',
        'hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2',
        className,
      )}
      {...props}
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-surface-muted">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={texts.posterAlt(name)}
            sizes="(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw"
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900">
            <Ticket aria-hidden className="size-12 -rotate-12 text-brand-200" />
          </div>
        )}
        {cancelledAt ? (
          <span
            data-slot="event-card-cancelled"
            className="absolute top-2 left-2 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white shadow-sm"
          >
            {texts.cancelled}
          </span>
        ) : null}
      </div>
      {/* The date sits beside the text, not on the poster, whose own title it would cover. */}
      <div className="flex flex-1 items-start gap-2.5 p-3 sm:gap-3 sm:p-4">
        {day ? (
          <time
            dateTime={toIso(date!)}
            data-slot="event-card-date"
            className="flex min-w-11 shrink-0 flex-col items-center rounded-control bg-brand-50 px-1.5 py-1.5 text-brand-700"
          >
            <span className="text-xl leading-none font-extrabold">{day}</span>
            <span className="mt-0.5 text-xs font-bold tracking-wide">{formatMonthShort(date)}</span>
          </time>
        ) : null}
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <Heading className="line-clamp-2 text-sm leading-snug font-bold text-ink sm:text-base">
            <AppLink
              href={href}
              className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name}
            </AppLink>
          </Heading>
          {venue ? <p className="truncate text-xs text-ink-muted sm:text-sm">{venue}</p> : null}
          {place ? (
            <p className="flex items-center gap-1 text-xs text-ink-muted sm:text-sm">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{place}</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export { EventCard };
export type { EventCardData, EventCardProps };
