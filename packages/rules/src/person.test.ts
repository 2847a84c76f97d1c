import { describe, expect, it } from 'vitest';
import {
  attendeesProblem,
  ATTENDEE_MESSAGES,
  buyerProblems,
  digitsOnly,
  isValidCpfCnpj,
  normalizeBuyer,
} from './person';
import { ATTENDEE_CASES, BUYER_CASES, buyerMessages, VALID_BUYER } from './testing/person-cases';

describe('digitsOnly', () => {
  it('strips everything but digits', () => {
    expect(digitsOnly('529.982.247-25')).toBe('52998224725');
    expect(digitsOnly('(85) 9 9999-0000')).toBe('85999990000');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('isValidCpfCnpj', () => {
  it('accepts a CPF and a CNPJ with valid check digits', () => {
    expect(isValidCpfCnpj('52998224725')).toBe(true);
    expect(isValidCpfCnpj('11444777000161')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits, other lengths and punctuation', () => {
    expect(isValidCpfCnpj('52998224726')).toBe(false);
    expect(isValidCpfCnpj('11111111111')).toBe(false);
    expect(isValidCpfCnpj('11444777000162')).toBe(false);
    expect(isValidCpfCnpj('5299822472')).toBe(false);
    expect(isValidCpfCnpj('529982247250')).toBe(false);
    expect(isValidCpfCnpj('529.982.247-25')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
  });
});

describe('buyerProblems', () => {
  it.each(BUYER_CASES)('judges $change as the table says', ({ change, wrong }) => {
    expect(buyerProblems({ ...VALID_BUYER, ...change }).map(({ message }) => message)).toEqual(
      buyerMessages(wrong),
    );
  });

  it('normalizes what it accepts: one-spaced name, lower-case e-mail, digits only', () => {
    expect(
      normalizeBuyer({
        name: '  Maria   da Silva ',
        email: ' Maria@Example.com ',
        cpfCnpj: '529.982.247-25',
        whatsapp: '(85) 98888-7777',
      }),
    ).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      whatsapp: '85988887777',
    });
  });
});

describe('attendeesProblem', () => {
  it.each(ATTENDEE_CASES)('judges $name / $email as the table says', (row) => {
    expect(attendeesProblem([row])).toBe(row.refusal);
  });

  it('reports a blank field before a wrong e-mail, whoever comes first', () => {
    const wrongEmail = { name: 'Ana', email: 'ana@x' };
    const blank = { name: '', email: 'bia@example.com' };
    expect(attendeesProblem([wrongEmail, blank])).toBe(ATTENDEE_MESSAGES.missing);
    expect(attendeesProblem([])).toBeNull();
  });
});
