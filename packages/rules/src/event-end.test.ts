import { describe, expect, it } from 'vitest';
import { eventEndsAt, eventHasEnded } from './event-end';

describe('eventEndsAt', () => {
  it('is the end date when there is one', () => {
    expect(eventEndsAt({ eventDate: '2030-05-01T23:00:00Z', endDate: '2030-05-02T05:00:00Z' })).toEqual(
      new Date('2030-05-02T05:00:00Z'),
    );
  });

  it('else is midnight in São Paulo after the day the event starts', () => {
    // 22:00 in São Paulo on May 1st is 01:00 UTC on May 2nd: the day is still May 1st there.
    expect(eventEndsAt({ startDate: new Date('2030-05-02T01:00:00Z') })).toEqual(
      new Date('2030-05-02T03:00:00Z'),
    );
    expect(eventEndsAt({ eventDate: '2030-05-01T12:00:00Z', startDate: null })).toEqual(
      new Date('2030-05-02T03:00:00Z'),
    );
  });

  it('is null without any date', () => {
    expect(eventEndsAt({ eventDate: null, startDate: null, endDate: null })).toBeNull();
    expect(eventHasEnded({}, new Date())).toBe(false);
  });
});

describe('eventHasEnded', () => {
  const event = { eventDate: '2030-05-01T23:00:00Z', endDate: '2030-05-02T05:00:00Z' };

  it('holds from the end instant on', () => {
    expect(eventHasEnded(event, new Date('2030-05-02T04:59:59Z'))).toBe(false);
    expect(eventHasEnded(event, new Date('2030-05-02T05:00:00Z'))).toBe(true);
  });
});
