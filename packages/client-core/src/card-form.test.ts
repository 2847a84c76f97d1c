import { describe, expect, it } from 'vitest';
import {
  cardFormErrors,
  cardInputValue,
  cardPayload,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  typedBrand,
  type CardValues,
} from './card-form';

const NOW = new Date('2026-11-28T12:00:00Z');
const filled: CardValues = {
  nomeTitular: 'ANA SOUZA',
  numero: '4242 4242 4242 4242',
  validade: '12/29',
  cvv: '123',
  cpfCnpj: '52998224725',
  telefone: '85999990000',
  cep: '60160230',
  numeroEndereco: '120',
};

describe('card form', () => {
  it('masks the number and the expiry as they are typed, and keeps digits in the documents', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
    expect(cardInputValue('cep', '60160-230')).toBe('60160230');
    expect(cardInputValue('cvv', '12a345')).toBe('1234');
    expect(typedBrand('5184')).toBe('Mastercard');
    expect(typedBrand('')).toBeNull();
  });

  it("judges the fields by the server's rules, each with its message", () => {
    expect(cardFormErrors(filled, { now: NOW, email: 'ana@example.com', savedCard: false })).toEqual({});
    const errors = cardFormErrors(EMPTY_CARD, { now: NOW, email: 'ana@example.com', savedCard: false });
    expect(Object.keys(errors).sort()).toEqual(
      ['cep', 'cpfCnpj', 'cvv', 'nomeTitular', 'numero', 'numeroEndereco', 'telefone', 'validade'].sort(),
    );
    expect(
      cardFormErrors({ ...filled, validade: '10/26' }, { now: NOW, email: 'a@b.co', savedCard: false })
        .validade,
    ).toBe('Cartão vencido. Use outro cartão.');
    // A saved card has no number, expiry or CVV to check.
    expect(
      cardFormErrors(
        { ...filled, numero: '', validade: '', cvv: '' },
        { now: NOW, email: 'a@b.co', savedCard: true },
      ),
    ).toEqual({});
  });

  it('posts the card once, or the saved card token instead', () => {
    const body = cardPayload(filled, {
      orderId: 'o1',
      parcelas: 3,
      email: 'ana@example.com',
      savedCardToken: null,
    });
    expect(body).toEqual({
      pedidoId: 'o1',
      parcelas: 3,
      cartao: {
        nomeTitular: 'ANA SOUZA',
        numero: '4242424242424242',
        mesValidade: '12',
        anoValidade: '29',
        cvv: '123',
      },
      titular: {
        nome: 'ANA SOUZA',
        email: 'ana@example.com',
        cpfCnpj: '52998224725',
        cep: '60160230',
        numeroEndereco: '120',
        telefone: '85999990000',
      },
    });
    const saved = cardPayload(filled, {
      orderId: 'o1',
      parcelas: 1,
      email: 'a@b.co',
      savedCardToken: 'tok_1',
    });
    expect(saved).toMatchObject({ cartaoToken: 'tok_1' });
    expect('cartao' in saved).toBe(false);
  });
});
