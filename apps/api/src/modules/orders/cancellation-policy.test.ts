import { describe, expect, it } from 'vitest';
import { cancellationMessages, cancellationVerdict } from './cancellation-policy';

const paidAt = new Date('2030-06-01T12:00:00Z');
const eventStart = new Date('2030-06-20T22:00:00Z');
const paid = { status: 'paid' as const, paidAt, totalCents: 16_050 };
const at = (iso: string) => new Date(iso);

describe('cancellation policy (CDC art. 49: 7 days, 48 h before the event)', () => {
  it('lets a pending order go at any time, with nothing to refund', () => {
    expect(
      cancellationVerdict(
        { status: 'pending', paidAt: null, totalCents: 100 },
        eventStart,
        at('2030-06-20T21:00:00Z'),
      ),
    ).toMatchObject({ allowed: true, refundCents: 0, deadline: null });
  });

  it('refunds a paid order within 7 days of payment, up to the last millisecond', () => {
    const verdict = cancellationVerdict(paid, eventStart, at('2030-06-08T12:00:00Z'));
    expect(verdict).toMatchObject({ allowed: true, refundCents: 16_050, reason: null });
    expect(verdict.deadline?.toISOString()).toBe('2030-06-08T12:00:00.000Z');
  });

  it('refuses a paid order after 7 days, saying which rule', () => {
    expect(cancellationVerdict(paid, eventStart, at('2030-06-08T12:00:00.001Z'))).toMatchObject({
      allowed: false,
      code: 'CANCELLATION_WINDOW_CLOSED',
      reason: cancellationMessages.windowClosed,
      refundCents: 0,
    });
  });

  it('refuses a paid order less than 48 h before the event, even within the 7 days', () => {
    const soon = new Date('2030-06-04T12:00:00Z');
    const verdict = cancellationVerdict(paid, soon, at('2030-06-02T12:00:01Z'));
    expect(verdict).toMatchObject({
      allowed: false,
      code: 'EVENT_TOO_CLOSE',
      reason: cancellationMessages.eventTooClose,
    });
    expect(verdict.deadline?.toISOString()).toBe('2030-06-02T12:00:00.000Z');
    expect(cancellationVerdict(paid, soon, at('2030-06-02T12:00:00Z')).allowed).toBe(true);
  });

  it('refuses expired, cancelled and refunded orders', () => {
    for (const status of ['expired', 'cancelled', 'refunded'] as const)
      expect(cancellationVerdict({ status, paidAt, totalCents: 1 }, eventStart, paidAt)).toMatchObject({
        allowed: false,
        code: 'ORDER_NOT_CANCELLABLE',
      });
  });
});
