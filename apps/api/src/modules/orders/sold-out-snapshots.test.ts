import { describe, expect, it } from 'vitest';
import { SOLD_OUT_SNAPSHOT_MS, createSoldOutSnapshots } from './sold-out-snapshots';

const at = new Date('2030-06-01T15:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const snapshot = (sold: number, hasDueOrders = false) => ({
  types: [
    { id: 'a', quantity: 10, sold },
    { id: 'b', quantity: 10, sold: 0 },
  ],
  hasDueOrders,
});

describe('sold-out snapshots', () => {
  it('refuses a sold-out type from a snapshot younger than SOLD_OUT_SNAPSHOT_MS', () => {
    const snapshots = createSoldOutSnapshots();
    const soldOut = snapshot(10);
    snapshots.remember('event', soldOut, at);
    expect(snapshots.refusing('event', ['a'], later(SOLD_OUT_SNAPSHOT_MS - 1))).toBe(soldOut);
    expect(snapshots.refusing('event', ['a'], later(SOLD_OUT_SNAPSHOT_MS))).toBeUndefined();
    expect(snapshots.refusing('event', ['a'], later(1))).toBeUndefined();
  });

  it('never answers for a type with stock, another event, or a clock that went back', () => {
    const snapshots = createSoldOutSnapshots();
    snapshots.remember('event', snapshot(10), at);
    expect(snapshots.refusing('event', ['b'], at)).toBeUndefined();
    expect(snapshots.refusing('other', ['a'], at)).toBeUndefined();
    expect(snapshots.refusing('event', ['a'], later(-1))).toBeUndefined();
  });

  it('keeps nothing without a sold-out type, or while due orders could give tickets back', () => {
    const snapshots = createSoldOutSnapshots();
    snapshots.remember('event', snapshot(9), at);
    expect(snapshots.refusing('event', ['a'], at)).toBeUndefined();
    snapshots.remember('event', snapshot(10, true), at);
    expect(snapshots.refusing('event', ['a'], at)).toBeUndefined();
  });
});
