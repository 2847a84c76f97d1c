import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { checkBuyer } from './buyer';

const valid = { name: 'Maria da Silva', email: 'maria@example.com', cpfCnpj: '52998224725', phone: '' };

const message = (input: typeof valid) => {
  try {
    checkBuyer(input);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return error.message;
    throw error;
  }
  return undefined;
};

describe('checkBuyer', () => {
  it('normalizes the payer: trimmed name, lower-case e-mail, digits only', () => {
    expect(
      checkBuyer({
        name: '  Maria   da Silva ',
        email: ' Maria@Example.com ',
        cpfCnpj: '529.982.247-25',
        phone: '(85) 98888-7777',
      }),
    ).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      phone: '85988887777',
    });
    expect(checkBuyer({ ...valid, cpfCnpj: '11.222.333/0001-81' }).cpfCnpj).toBe('11222333000181');
    expect(checkBuyer(valid).phone).toBeNull();
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Informe seu nome completo.'],
    [{ ...valid, email: 'maria' }, 'Informe um e-mail válido.'],
    [{ ...valid, cpfCnpj: '52998224724' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
    [{ ...valid, cpfCnpj: '11111111111' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
    [{ ...valid, cpfCnpj: '11222333000180' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
    [{ ...valid, cpfCnpj: '5299822472' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
    [{ ...valid, cpfCnpj: '529982247a25' }, 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).'],
    [
      { name: '', email: 'x', cpfCnpj: '1', phone: '' },
      'Informe seu nome completo. Informe um e-mail válido. Informe um CPF (11) ou CNPJ (14) válido (apenas números).',
    ],
  ])('refuses %j with "%s"', (input, expected) => {
    expect(message(input)).toBe(expected);
  });
});
