import { describe, expect, it } from 'vitest';
import { orderDoorEvents, type DoorEventOption } from './door-events';

const event = (id: string, startDate: string | null): DoorEventOption => ({ id, title: id, startDate });

describe('orderDoorEvents', () => {
  const now = new Date('2026-03-10T15:00:00-03:00');

  it('puts the next event first, then the past ones latest first, undated last', () => {
    const { upcoming, past } = orderDoorEvents(
      [
        event('april', '2026-04-01T20:00:00-03:00'),
        event('undated', null),
        event('january', '2026-01-10T20:00:00-03:00'),
        event('tomorrow', '2026-03-11T20:00:00-03:00'),
        event('february', '2026-02-10T20:00:00-03:00'),
      ],
      now,
    );
    expect(upcoming.map((item) => item.id)).toEqual(['tomorrow', 'april', 'undated']);
    expect(past.map((item) => item.id)).toEqual(['february', 'january']);
  });

  it('keeps an event that started this afternoon among the upcoming ones until its day ends', () => {
    const { upcoming } = orderDoorEvents([event('today', '2026-03-10T13:00:00-03:00')], now);
    expect(upcoming.map((item) => item.id)).toEqual(['today']);
  });
});
