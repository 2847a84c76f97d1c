/** Lower-case text without accents or repeated spaces: "São Paulo  " → "sao paulo". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `events.search_text` value: what a search for an event's title, venue or city matches against. */
export function eventSearchText(event: {
  title: string;
  venue?: string | null;
  city?: string | null;
}): string {
  return normalizeText([event.title, event.venue ?? '', event.city ?? ''].join(' '));
}
