import { beforeEach, describe, expect, it } from 'vitest';
import { mustWaitInLine, queuePassFor, queuePassHeader, rememberQueuePass } from './queue';

const startsAt = '2026-11-20T13:00:00.000Z';
const event = { _id: 'e1', onSale: { startsAt, queue: true, admitPerMinute: 6 } };
const at = (iso: string) => new Date(iso);

describe('the waiting room on the client (issue #28)', () => {
  beforeEach(() => localStorage.clear());

  it('sends visitors to the line from 30 minutes before the opening, not before, and never without a queue', () => {
    expect(mustWaitInLine(event, at('2026-11-20T12:29:59Z'))).toBe(false);
    expect(mustWaitInLine(event, at('2026-11-20T12:30:00Z'))).toBe(true);
    expect(mustWaitInLine(event, at('2026-11-21T00:00:00Z'))).toBe(true);
    expect(mustWaitInLine({ ...event, onSale: { ...event.onSale, queue: false } }, at(startsAt))).toBe(false);
    expect(mustWaitInLine({ _id: 'e1', onSale: null }, at(startsAt))).toBe(false);
  });

  it('lets a visitor holding a valid pass of the event through, and sends that pass with the order', () => {
    rememberQueuePass('e1', 'o-passe', '2026-11-20T13:10:00.000Z');
    expect(mustWaitInLine(event, at('2026-11-20T13:05:00Z'))).toBe(false);
    expect(mustWaitInLine(event, at('2026-11-20T13:10:00Z'))).toBe(true);
    expect(queuePassFor('e2', at('2026-11-20T13:05:00Z'))).toBeNull();
    rememberQueuePass('e1', 'o-passe', new Date(Date.now() + 60_000).toISOString());
    expect(queuePassHeader('e1')).toEqual({ 'X-Queue-Pass': 'o-passe' });
    rememberQueuePass('e1', null);
    expect(queuePassHeader('e1')).toEqual({});
  });
});
