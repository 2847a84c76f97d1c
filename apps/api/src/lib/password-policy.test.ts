import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each([
    ['1234567', passwordMessages.tooShort],
    ['        ', passwordMessages.onlySpaces],
    ['12345678', passwordMessages.guessable],
    ['senha123', passwordMessages.guessable],
    ['password', passwordMessages.guessable],
    ['qwertyuiop', passwordMessages.guessable],
    ['aaaaaaaaaaaa', passwordMessages.guessable],
    ['01/02/1990', passwordMessages.guessable],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("refuses the account's own name or e-mail with digits around it", () => {
    expect(passwordProblem('joaquim2024', ['Joaquim Barbosa', 'joaquim.barbosa@example.com'])).toBe(
      passwordMessages.guessable,
    );
    expect(passwordProblem('barbosa123', ['Joaquim Barbosa', 'jb@example.com'])).toBe(
      passwordMessages.guessable,
    );
  });

  it.each([
    'senha-segura-123',
    'chuva de verão no sertão',
    'Tr3m-azul-Sobral',
    'correct horse battery staple',
  ])('accepts %j (no composition rules: a few words do)', (password) => {
    expect(passwordProblem(password, ['Maria Silva', 'maria@example.com'])).toBeUndefined();
  });
});
