import { describe, expect, it } from 'vitest';
import { createDecodeGate } from './decode-gate';

describe('createDecodeGate', () => {
  it('lets the first read through and holds repeats while it is in flight', () => {
    const gate = createDecodeGate(1000);
    expect(gate.offer('A', 0)).toBe(true);
    expect(gate.offer('A', 100)).toBe(false);
    expect(gate.offer('A', 5000)).toBe(false);
  });

  it('holds other codes while a validation is in flight, then lets the next one through', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    expect(gate.offer('B', 50)).toBe(false);
    gate.settle(200);
    expect(gate.offer('B', 300)).toBe(true);
  });

  it('does not resend a code that stays in view after its answer', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    gate.settle(400);
    // Decoded every 100 ms (10 fps) for five seconds: never quiet for 1000 ms.
    for (let now = 500; now <= 5000; now += 100) expect(gate.offer('A', now)).toBe(false);
  });

  it('sends the same code again once it has been out of view for the quiet time', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    gate.settle(100);
    // Each read restarts the quiet time: 999 ms, then 901 ms after the previous read.
    expect(gate.offer('A', 1099)).toBe(false);
    expect(gate.offer('A', 2000)).toBe(false);
    // Unseen for 1001 ms: shown again on purpose.
    expect(gate.offer('A', 3001)).toBe(true);
  });

  it('counts the quiet time from the answer, not from the first read', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    gate.settle(3000);
    expect(gate.offer('A', 3500)).toBe(false);
    expect(gate.offer('A', 4600)).toBe(true);
  });

  it('sends a different code at once after the answer', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    gate.settle(10);
    expect(gate.offer('B', 20)).toBe(true);
    gate.settle(30);
    expect(gate.offer('A', 40)).toBe(true);
  });

  it('forgets the last code on reset', () => {
    const gate = createDecodeGate(1000);
    gate.offer('A', 0);
    gate.settle(10);
    gate.reset();
    expect(gate.offer('A', 20)).toBe(true);
  });
});
