/** A slide's place in the carousel: listed by `sortOrder`, ties in a fixed order (creation, then id). */
export interface SlidePlace {
  id: string;
  sortOrder: number;
}

/**
 * The `sortOrder` changes that move slide `id` one place up or down in `slides` (already in listing order).
 * It swaps the order values of the slide and its neighbour; when they are equal (a tie the listing breaks by
 * creation), swapping would change nothing, so the list is first numbered 0, 1, 2... in its current order.
 * Nothing changes for the first slide moving up or the last moving down.
 */
export function moveSlide(slides: readonly SlidePlace[], id: string, direction: 'up' | 'down'): SlidePlace[] {
  const index = slides.findIndex((slide) => slide.id === id);
  const neighbour = index + (direction === 'up' ? -1 : 1);
  if (index === -1 || neighbour < 0 || neighbour >= slides.length) return [];
  const current = slides[index]!;
  const other = slides[neighbour]!;
  if (current.sortOrder !== other.sortOrder) {
    return [
      { id: current.id, sortOrder: other.sortOrder },
      { id: other.id, sortOrder: current.sortOrder },
    ];
  }
  const numbered = slides.map((slide, position) => ({ id: slide.id, sortOrder: position }));
  numbered[index] = { id: current.id, sortOrder: neighbour };
  numbered[neighbour] = { id: other.id, sortOrder: index };
  return numbered.filter((slide, position) => slide.sortOrder !== slides[position]!.sortOrder);
}
