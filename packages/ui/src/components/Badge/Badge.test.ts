import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from './Badge';

describe('orderStatusLabel', () => {
  it('names pending and paid, and everything else Cancelado', () => {
    expect(orderStatusLabel('pending')).toBe('Aguardando aprovação');
    expect(orderStatusLabel('paid')).toBe('Pago');
    expect(orderStatusLabel('expired')).toBe('Cancelado');
    expect(orderStatusLabel('cancelled')).toBe('Cancelado');
    expect(orderStatusLabel('')).toBe('Cancelado');
  });
});
