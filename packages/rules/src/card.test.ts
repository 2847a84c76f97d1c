import { describe, expect, it } from 'vitest';
import {
  asaasCardBrand,
  brandFromAsaas,
  cardBrand,
  cardHolderProblems,
  cardProblems,
  CARD_MESSAGES,
  HOLDER_MESSAGES,
  normalizeCard,
  normalizeCardHolder,
  savedCardLabel,
  type CardInput,
} from './card';

const NOW = new Date('2026-11-28T12:00:00Z');
const CARD: CardInput = {
  nomeTitular: 'Ana  Souza',
  numero: '4242 4242 4242 4242',
  mesValidade: '5',
  anoValidade: '29',
  cvv: '123',
};
const HOLDER = {
  nome: 'Ana Souza',
  email: 'Ana@Example.com ',
  cpfCnpj: '529.982.247-25',
  cep: '60160-230',
  numeroEndereco: ' 120 ',
  telefone: '(85) 99999-0000',
};

describe('cardBrand', () => {
  it('names the brand as the number is typed, among those Asaas charges', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('5184 0197')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('american-express');
    expect(cardBrand('636297')).toBe('elo');
    expect(cardBrand('606282')).toBe('hipercard');
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('6304 0000')).toBeNull(); // Maestro is a debit brand
    expect(asaasCardBrand('american-express')).toBe('AMEX');
    expect(brandFromAsaas('MASTERCARD')).toBe('mastercard');
    expect(brandFromAsaas('CABAL')).toBeNull();
    expect(savedCardLabel('4242', 'visa')).toBe('Usar cartão final 4242 (Visa)');
  });
});

describe('cardProblems', () => {
  it('accepts valid cards of every brand (Luhn, length, CVV size)', () => {
    for (const numero of [
      '4242424242424242',
      '5184019740373151',
      '6362970000457013',
      '36490102462661',
      '6011111111111117',
      '6062825624254001',
      '3566111111111113',
    ]) {
      expect(cardProblems({ ...CARD, numero }, NOW), numero).toEqual({});
    }
    expect(cardProblems({ ...CARD, numero: '378282246310005', cvv: '1234' }, NOW)).toEqual({});
  });

  it('normalizes what Asaas receives', () => {
    expect(normalizeCard(CARD)).toEqual({
      nomeTitular: 'Ana Souza',
      numero: '4242424242424242',
      mesValidade: '05',
      anoValidade: '2029',
      cvv: '123',
    });
  });

  it('refuses a wrong check digit, a short number, letters and an unaccepted brand', () => {
    expect(cardProblems({ ...CARD, numero: '4242424242424241' }, NOW)).toEqual({
      numero: CARD_MESSAGES.numero,
    });
    expect(cardProblems({ ...CARD, numero: '424242' }, NOW)).toEqual({ numero: CARD_MESSAGES.numero });
    expect(cardProblems({ ...CARD, numero: '4242x42424242424' }, NOW)).toEqual({
      numero: CARD_MESSAGES.numero,
    });
    expect(cardProblems({ ...CARD, numero: '6221260000000000' }, NOW)).toEqual({
      numero: CARD_MESSAGES.brand,
    });
  });

  it('refuses an expired card, a wrong month and a malformed year; the current month is still good', () => {
    expect(cardProblems({ ...CARD, mesValidade: '10', anoValidade: '26' }, NOW)).toEqual({
      validade: CARD_MESSAGES.expired,
    });
    expect(cardProblems({ ...CARD, mesValidade: '11', anoValidade: '2026' }, NOW)).toEqual({});
    expect(cardProblems({ ...CARD, mesValidade: '13' }, NOW)).toEqual({ validade: CARD_MESSAGES.validade });
    expect(cardProblems({ ...CARD, mesValidade: '00' }, NOW)).toEqual({ validade: CARD_MESSAGES.validade });
    expect(cardProblems({ ...CARD, anoValidade: '202' }, NOW)).toEqual({ validade: CARD_MESSAGES.validade });
    expect(cardProblems({ ...CARD, anoValidade: '2099' }, NOW)).toEqual({ validade: CARD_MESSAGES.validade });
  });

  it("refuses a CVV of the wrong length for the card's brand, and a blank holder name", () => {
    expect(cardProblems({ ...CARD, cvv: '12' }, NOW)).toEqual({ cvv: CARD_MESSAGES.cvv(3) });
    expect(cardProblems({ ...CARD, cvv: '1234' }, NOW)).toEqual({ cvv: CARD_MESSAGES.cvv(3) });
    expect(cardProblems({ ...CARD, numero: '378282246310005', cvv: '123' }, NOW)).toEqual({
      cvv: 'O código de segurança (CVV) deste cartão tem 4 dígitos.',
    });
    expect(cardProblems({ ...CARD, nomeTitular: '   ' }, NOW)).toEqual({
      nomeTitular: CARD_MESSAGES.nomeTitular,
    });
  });

  it('reports every wrong field at once', () => {
    const empty = { nomeTitular: '', numero: '', mesValidade: '', anoValidade: '', cvv: '' };
    expect(Object.keys(cardProblems(empty, NOW)).sort()).toEqual([
      'cvv',
      'nomeTitular',
      'numero',
      'validade',
    ]);
  });
});

describe('cardHolderProblems', () => {
  it('accepts a complete holder and normalizes it for Asaas', () => {
    expect(cardHolderProblems(HOLDER)).toEqual({});
    expect(normalizeCardHolder(HOLDER)).toEqual({
      nome: 'Ana Souza',
      email: 'ana@example.com',
      cpfCnpj: '52998224725',
      cep: '60160230',
      numeroEndereco: '120',
      telefone: '85999990000',
    });
  });

  it('refuses each missing or wrong field with its message (Asaas needs every one)', () => {
    expect(cardHolderProblems({ ...HOLDER, cpfCnpj: '52998224726' })).toEqual({
      cpfCnpj: HOLDER_MESSAGES.cpfCnpj,
    });
    expect(cardHolderProblems({ ...HOLDER, cep: '6016023' })).toEqual({ cep: HOLDER_MESSAGES.cep });
    expect(cardHolderProblems({ ...HOLDER, numeroEndereco: ' ' })).toEqual({
      numeroEndereco: HOLDER_MESSAGES.numeroEndereco,
    });
    expect(cardHolderProblems({ ...HOLDER, telefone: '' })).toEqual({ telefone: HOLDER_MESSAGES.telefone });
    expect(cardHolderProblems({ ...HOLDER, email: 'ana@x' })).toEqual({ email: HOLDER_MESSAGES.email });
    expect(cardHolderProblems({ ...HOLDER, nome: '' })).toEqual({ nome: HOLDER_MESSAGES.nome });
  });
});
