import { describe, expect, it } from 'vitest';
import { ContractChecker } from './contract-check';

describe('ContractChecker', () => {
  const checker = new ContractChecker();
  const user = {
    _id: '0b0f7a0e-8d5c-4a8e-9b1e-2a4d3c5b6a70',
    name: 'Ana',
    email: 'ana@example.com',
    role: 'USER',
    emailVerified: true,
  };

  it('accepts a response the contract declares', () => {
    expect(
      checker.check('getMe', 200, 'application/json; charset=utf-8', JSON.stringify(user)),
    ).toBeUndefined();
    expect(checker.check('getMe', 401, 'application/json', '{"message":"Não autenticado."}')).toBeUndefined();
    expect(checker.check('deleteSlide', 204, '', '')).toBeUndefined();
  });

  it('refuses a body that does not match the schema', () => {
    expect(
      checker.check('getMe', 200, 'application/json', JSON.stringify({ ...user, role: 'ROOT' })),
    ).toMatch(/role/);
    expect(checker.check('getMe', 200, 'application/json', JSON.stringify({ name: 'Ana' }))).toMatch(/_id/);
    expect(checker.check('getMe', 200, 'application/json', JSON.stringify({ ...user, _id: 'x' }))).toMatch(
      /format/,
    );
  });

  it('checks undeclared statuses against `default` (the Error shape)', () => {
    expect(
      checker.check('getMe', 501, 'application/json', '{"message":"Funcionalidade ainda não disponível."}'),
    ).toBeUndefined();
    expect(checker.check('getMe', 500, 'application/json', '{"error":"Internal Server Error"}')).toMatch(
      /message/,
    );
  });

  it('refuses an undeclared media type and a body where none is declared', () => {
    expect(checker.check('getMe', 200, 'text/html', '<p>oi</p>')).toMatch(/não declarado/);
    expect(checker.check('deleteSlide', 204, 'application/json', '{}')).toMatch(/nenhum/);
  });

  it('holds JSON answers of no operation (404, ...) to the Error shape', () => {
    expect(
      checker.check(undefined, 404, 'application/json', '{"message":"Rota não encontrada."}'),
    ).toBeUndefined();
    expect(checker.check(undefined, 404, 'application/json', '{"statusCode":404}')).toMatch(/message/);
    expect(checker.check(undefined, 200, 'text/html', '<!doctype html>')).toBeUndefined();
  });
});
