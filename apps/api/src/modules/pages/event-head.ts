import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { centsToReais, eventEndsAt } from '@bilheteria/rules';
import type { Event, TicketType } from '../../db/schema';
import { SAO_PAULO, saoPauloDay } from '../../lib/dates';
import { sellableTicketTypes, type PublicEvent } from '../events';
import { escapeHtml, jsonLdScript, metaName, metaProperty, plainLine } from './html';
import type { PreviewImage } from './poster-image';

/*
 * The head of an event's page, as link previews (WhatsApp, Instagram, Facebook) and search engines read it:
 * title, description, canonical URL, Open Graph, Twitter card and schema.org `Event` JSON-LD
 * (https://developers.google.com/search/docs/appearance/structured-data/event).
 */

export const SITE_NAME = 'Bilheteria';

export const pageTexts = {
  titleSuffix: ` | ${SITE_NAME}`,
  eventFallback: 'Evento',
  notFoundTitle: `Evento não encontrado | ${SITE_NAME}`,
  posterAlt: (title: string) => `Cartaz: ${title}`,
  description: (title: string, when: string, where: string) =>
    [`Ingressos para ${title}`, when, where].filter(Boolean).join(' · ') + '. Compre com Pix na Bilheteria.',
  homeTitle: `${SITE_NAME}: ingressos para shows, festas e eventos no Brasil`,
};

const DESCRIPTION_MAX = 160;

/** "2026-06-20T21:00:00-03:00": the instant as São Paulo's wall clock with its offset. */
export const saoPauloDateTime = (instant: Date) =>
  format(instant, "yyyy-MM-dd'T'HH:mm:ssXXX", { in: tz(SAO_PAULO) });

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * When the event starts, as schema.org reads it: `startDate`; else the event's São Paulo day at the show's start
 * time ("Início do show"); else the day alone (a Date, which schema.org accepts when the time is not known).
 */
export function eventStart(event: Event): string | null {
  if (event.startDate) return saoPauloDateTime(event.startDate);
  if (!event.eventDate) return null;
  const day = saoPauloDay(event.eventDate);
  const time = TIME.exec(event.showStartTime?.trim() ?? '');
  if (!time) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return saoPauloDateTime(new TZDate(year, month - 1, date, Number(time[1]), Number(time[2]), SAO_PAULO));
}

const startInstant = (event: Event) => event.startDate ?? event.eventDate;

/** "20/06/2026", São Paulo's calendar. */
const dayLabel = (event: Event) => {
  const start = startInstant(event);
  return start ? format(start, 'dd/MM/yyyy', { in: tz(SAO_PAULO) }) : '';
};

const placeLabel = (event: Event) =>
  [event.city?.trim(), event.state?.trim().toUpperCase()].filter(Boolean).join('/');

const reais = (cents: number) => centsToReais(cents).toFixed(2);

function offers(event: Event, types: TicketType[], now: Date, checkoutUrl: string) {
  if (types.length === 0) return undefined;
  const sellable = sellableTicketTypes(types, now);
  if (sellable.length > 0)
    return sellable.map((type) => ({
      '@type': 'Offer',
      name: type.name,
      price: reais(type.priceCents),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: checkoutUrl,
      validFrom: saoPauloDateTime(type.saleStart ?? event.createdAt),
      ...(type.saleEnd ? { validThrough: saoPauloDateTime(type.saleEnd) } : {}),
    }));
  // Nothing on sale now: sold out, or the first lot's sale has not opened yet.
  const prices = types.map((type) => type.priceCents);
  const waiting = types.some(
    (type) => type.sold < type.quantity && type.saleStart !== null && type.saleStart > now,
  );
  const opensAt = waiting
    ? new Date(
        Math.min(...types.filter((t) => t.saleStart && t.saleStart > now).map((t) => t.saleStart!.getTime())),
      )
    : null;
  return {
    '@type': 'AggregateOffer',
    lowPrice: reais(Math.min(...prices)),
    highPrice: reais(Math.max(...prices)),
    priceCurrency: 'BRL',
    offerCount: types.length,
    availability: waiting ? 'https://schema.org/PreSale' : 'https://schema.org/SoldOut',
    url: checkoutUrl,
    ...(opensAt ? { validFrom: saoPauloDateTime(opensAt) } : {}),
  };
}

export interface RenderedHead {
  head: string;
  /** Until when this head is right at the latest (a lot opening or closing, the event ending); null: no such instant. */
  changesAt: Date | null;
}

/** The next instant after `now` when what is on sale (and so the offers) can change by the clock alone. */
function nextBoundary(event: Event, types: TicketType[], now: Date): Date | null {
  const instants = [...types.flatMap((type) => [type.saleStart, type.saleEnd]), eventEndsAt(event)].filter(
    (at): at is Date => at !== null && at > now,
  );
  return instants.length ? new Date(Math.min(...instants.map((at) => at.getTime()))) : null;
}

export function renderEventHead(
  { event, types, organizerName }: PublicEvent,
  options: { origin: string; now: Date; image: PreviewImage | null },
): RenderedHead {
  const { origin, now } = options;
  const pageUrl = `${origin}/event/${encodeURIComponent(event.id)}`;
  const checkoutUrl = `${origin}/checkout/${encodeURIComponent(event.id)}`;
  const name = plainLine(event.title, 200) || pageTexts.eventFallback;
  const day = dayLabel(event);
  const place = placeLabel(event);
  const title = [name, day, place].filter(Boolean).join(' · ') + pageTexts.titleSuffix;
  const where = [event.venue?.trim(), place].filter(Boolean).join(', ');
  const description = plainLine(
    event.description?.trim() || pageTexts.description(name, day, where),
    DESCRIPTION_MAX,
  );
  const image = options.image
    ? { ...options.image, url: new URL(options.image.url, `${origin}/`).toString() }
    : null;
  const alt = pageTexts.posterAlt(name);
  const start = eventStart(event);
  // A cancelled event sells nothing: no offers for search engines to show.
  const eventOffers = event.cancelledAt ? undefined : offers(event, types, now, checkoutUrl);

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    ...(start ? { startDate: start } : {}),
    ...(event.endDate ? { endDate: saoPauloDateTime(event.endDate) } : {}),
    eventStatus: event.cancelledAt
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue?.trim() || place || name,
      address: {
        '@type': 'PostalAddress',
        ...(event.venue?.trim() ? { streetAddress: event.venue.trim() } : {}),
        ...(event.city?.trim() ? { addressLocality: event.city.trim() } : {}),
        ...(event.state?.trim() ? { addressRegion: event.state.trim().toUpperCase() } : {}),
        addressCountry: 'BR',
      },
    },
    ...(image ? { image: [image.url] } : {}),
    description,
    organizer: { '@type': 'Organization', name: organizerName, url: origin },
    url: pageUrl,
    ...(eventOffers ? { offers: eventOffers } : {}),
  };

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    // The poster is the page's largest paint: fetched with the app's code instead of after it renders.
    ...(event.image ? [posterPreload(event.image)] : []),
    metaName('description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', 'pt_BR'),
    metaProperty('og:url', pageUrl),
    metaProperty('og:title', title.slice(0, -pageTexts.titleSuffix.length)),
    metaProperty('og:description', description),
    ...(image
      ? [
          metaProperty('og:image', image.url),
          ...(image.url.startsWith('https:') ? [metaProperty('og:image:secure_url', image.url)] : []),
          ...(image.type ? [metaProperty('og:image:type', image.type)] : []),
          ...(image.width ? [metaProperty('og:image:width', String(image.width))] : []),
          ...(image.height ? [metaProperty('og:image:height', String(image.height))] : []),
          metaProperty('og:image:alt', alt),
        ]
      : []),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', title.slice(0, -pageTexts.titleSuffix.length)),
    metaName('twitter:description', description),
    ...(image ? [metaName('twitter:image', image.url), metaName('twitter:image:alt', alt)] : []),
    jsonLdScript(jsonLd),
  ];
  return { head: tags.join('\n    '), changesAt: nextBoundary(event, types, now) };
}

/** The poster as the page's <img> asks for it (same address), fetched first. */
const posterPreload = (src: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`;

/** Head of a page that must stay out of search results (a draft, an unknown event, an account page). */
export function noindexHead(title: string, description: string): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', description),
    metaName('robots', 'noindex'),
  ].join('\n    ');
}

/** The home page's head, and that of the other public pages (legal texts) with their own canonical URL. */
export function siteHead(options: {
  origin: string;
  path: string;
  title: string;
  description: string;
}): string {
  const url = `${options.origin}${options.path}`;
  return [
    `<title>${escapeHtml(options.title)}</title>`,
    metaName('description', options.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:locale', 'pt_BR'),
    metaProperty('og:url', url),
    metaProperty('og:title', options.title),
    metaProperty('og:description', options.description),
    metaName('twitter:card', 'summary'),
  ].join('\n    ');
}
