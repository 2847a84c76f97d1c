import { describe, expect, it } from 'vitest';
import {
  ageOn,
  normalizePayoutAccount,
  PAYOUT_ACCOUNT_MESSAGES,
  payoutAccountProblems,
} from './payout-account';

const person = {
  name: ' Maria  da Silva ',
  email: 'Maria@Example.com',
  cpfCnpj: '529.982.247-25',
  birthDate: '1990-05-20',
  mobilePhone: '(11) 98765-4321',
  postalCode: '01310-100',
  addressNumber: '1000',
  complement: 'sala 2',
  incomeValue: 5000,
};
const company = { ...person, cpfCnpj: '11.222.333/0001-81', birthDate: undefined, companyType: 'MEI' };
const today = '2026-06-01';

describe('payout account rules', () => {
  it('accepts a person and a company and normalizes them as Asaas receives them', () => {
    expect(payoutAccountProblems(person, today)).toEqual([]);
    expect(payoutAccountProblems(company, today)).toEqual([]);
    expect(normalizePayoutAccount(person)).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      birthDate: '1990-05-20',
      companyType: null,
      mobilePhone: '11987654321',
      postalCode: '01310100',
      addressNumber: '1000',
      complement: 'sala 2',
      incomeValueCents: 500_000,
    });
    expect(normalizePayoutAccount(company)).toMatchObject({ birthDate: null, companyType: 'MEI' });
  });

  it('counts age in whole years: 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-06-01', '2026-06-01')).toBe(18);
    expect(ageOn('2008-06-02', '2026-06-01')).toBe(17);
    expect(ageOn('2008-02-30', '2026-06-01')).toBeNull();
    expect(payoutAccountProblems({ ...person, birthDate: '2008-06-02' }, today)).toEqual([
      { field: 'birthDate', message: PAYOUT_ACCOUNT_MESSAGES.underage },
    ]);
    expect(payoutAccountProblems({ ...person, birthDate: '' }, today)).toEqual([
      { field: 'birthDate', message: PAYOUT_ACCOUNT_MESSAGES.birthDate },
    ]);
  });

  it('refuses a wrong CPF/CNPJ, CEP, phone, missing company type and a non-positive income', () => {
    const fields = (input: Parameters<typeof payoutAccountProblems>[0]) =>
      payoutAccountProblems(input, today).map((problem) => problem.field);
    expect(fields({ ...person, cpfCnpj: '52998224724' })).toEqual(['cpfCnpj']);
    expect(fields({ ...person, postalCode: '0131010' })).toEqual(['postalCode']);
    expect(fields({ ...person, postalCode: 'abc01310100' })).toEqual(['postalCode']);
    expect(fields({ ...person, mobilePhone: '1133334444' })).toEqual(['mobilePhone']);
    expect(fields({ ...company, companyType: 'SA' })).toEqual(['companyType']);
    expect(fields({ ...person, incomeValue: 0 })).toEqual(['incomeValue']);
    expect(fields({ ...person, name: ' ', email: 'x@', addressNumber: '' })).toEqual([
      'name',
      'email',
      'addressNumber',
    ]);
  });
});
