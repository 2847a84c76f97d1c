import { describe, expect, it } from 'vitest';
import { moveSlide } from './reorder';

const places = (...orders: number[]) => orders.map((sortOrder, index) => ({ id: `s${index}`, sortOrder }));

describe('moveSlide', () => {
  it('swaps the order values with the neighbour above or below', () => {
    expect(moveSlide(places(0, 5, 10), 's1', 'up')).toEqual([
      { id: 's1', sortOrder: 0 },
      { id: 's0', sortOrder: 5 },
    ]);
    expect(moveSlide(places(0, 5, 10), 's1', 'down')).toEqual([
      { id: 's1', sortOrder: 10 },
      { id: 's2', sortOrder: 5 },
    ]);
  });

  it('changes nothing for the first moving up, the last moving down, or an unknown slide', () => {
    expect(moveSlide(places(0, 1), 's0', 'up')).toEqual([]);
    expect(moveSlide(places(0, 1), 's1', 'down')).toEqual([]);
    expect(moveSlide(places(0, 1), 'nope', 'up')).toEqual([]);
    expect(moveSlide([], 's0', 'down')).toEqual([]);
  });

  it('numbers a tied list 0, 1, 2... in its current order before swapping', () => {
    expect(moveSlide(places(0, 0, 0), 's2', 'up')).toEqual([
      { id: 's1', sortOrder: 2 },
      { id: 's2', sortOrder: 1 },
    ]);
    expect(moveSlide(places(3, 7, 7, 9), 's1', 'down')).toEqual([
      { id: 's0', sortOrder: 0 },
      { id: 's1', sortOrder: 2 },
      { id: 's2', sortOrder: 1 },
      { id: 's3', sortOrder: 3 },
    ]);
  });
});
