import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helper';
import { users } from '../../db/schema';
import type * as passwords from './passwords';
import { verifyAgainstDummy } from './passwords';

vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyAgainstDummy: vi.fn(actual.verifyAgainstDummy) };
});

const register = (payload: unknown) => ({
  method: 'POST' as const,
  url: '/api/auth/register',
  payload: payload as object,
});
const login = (payload: unknown) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: payload as object,
});
const me = (token?: string) => ({
  method: 'GET' as const,
  url: '/api/auth/me',
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('auth', (ctx) => {
  describe('POST /auth/register', () => {
    it('creates a USER and answers 201 without the password', async () => {
      const response = await ctx.inject(
        register({ name: 'Maria Silva', email: 'maria@example.com', password: 'segredo-forte-123' }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        _id: expect.any(String),
        name: 'Maria Silva',
        email: 'maria@example.com',
        role: 'USER',
      });
      const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, body._id));
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('trims the name and normalizes the e-mail (trimmed, lower case)', async () => {
      const response = await ctx.inject(
        register({ name: '  João  ', email: '  Joao.Souza@Example.COM ', password: 'segredo-forte-123' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'João', email: 'joao.souza@example.com' });
      const token = await ctx.login('JOAO.SOUZA@example.com', 'segredo-forte-123');
      expect(token).toEqual(expect.any(String));
    });

    it('answers 409 "E-mail já cadastrado." for a taken e-mail, whatever its case', async () => {
      await ctx.inject(register({ name: 'Ana', email: 'ana@example.com', password: 'segredo-forte-123' }));
      const again = await ctx.inject(
        register({ name: 'Outra Ana', email: 'ANA@example.com', password: 'outra-senha-forte-1' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'E-mail já cadastrado.', code: 'EMAIL_TAKEN' });
    });

    it('keeps exactly one account when the same e-mail registers concurrently', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 5 }, () =>
          ctx.inject(register({ name: 'Paula', email: 'paula@example.com', password: 'segredo-forte-123' })),
        ),
      );
      expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it.each([
      [
        { name: 'Bia', email: 'bia@example.com', password: '1234567' },
        'A senha deve ter pelo menos 8 caracteres.',
      ],
      [{ name: '   ', email: 'bia@example.com', password: 'segredo-forte-123' }, 'Informe seu nome.'],
      [{ name: 'Bia', email: 'bia-sem-arroba', password: 'segredo-forte-123' }, 'Informe um e-mail válido.'],
      [{ name: 'Bia', email: '  ', password: 'segredo-forte-123' }, 'Informe um e-mail válido.'],
      [{ email: 'bia@example.com', password: '12345678' }, 'Dados inválidos: o campo "name" é obrigatório.'],
      [{ name: 'Bia', password: '12345678' }, 'Dados inválidos: o campo "email" é obrigatório.'],
      [{ name: 'Bia', email: 'bia@example.com' }, 'Dados inválidos: o campo "password" é obrigatório.'],
      [
        { name: 42, email: 'bia@example.com', password: '12345678' },
        'Dados inválidos: o campo "name" deve ser um texto.',
      ],
      [
        { name: 'Bia', email: 'bia@example.com', password: 12345678 },
        'Dados inválidos: o campo "password" deve ser um texto.',
      ],
      [
        { name: 'Bia', email: 'x'.repeat(255), password: '12345678' },
        'Dados inválidos: o campo "email" deve ter no máximo 254 caracteres.',
      ],
      [
        { name: 'Bia', email: 'bia@example.com', password: '12345678', role: 'ADMIN' },
        'Dados inválidos: o campo "role" não é permitido.',
      ],
      [[], 'Dados inválidos: o corpo da requisição deve ser um objeto JSON.'],
      [null, 'Dados inválidos: o corpo da requisição deve ser um objeto JSON.'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses a request without a body with 400 in pt-BR', async () => {
      const response = await ctx.inject({ method: 'POST', url: '/api/auth/register' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Dados inválidos/);
    });

    it('joins every problem in one message', async () => {
      const response = await ctx.inject(register({ name: '', email: 'nope', password: 'curta' }));
      expect(response.json()).toEqual({
        message: 'Informe seu nome. Informe um e-mail válido. A senha deve ter pelo menos 8 caracteres.',
      });
    });
  });

  describe('POST /auth/login', () => {
    it('answers a token and the user', async () => {
      const { email, password, userId } = await ctx.signUp({ name: 'Carla' });
      const response = await ctx.inject(login({ email: email.toUpperCase(), password }));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({
        _id: userId,
        name: 'Carla',
        email,
        role: 'USER',
        cpf: null,
        whatsapp: null,
        emailVerified: true,
      });
      expect(body.token.split('.')).toHaveLength(3);
      const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      expect(claims).toMatchObject({ sub: userId, role: 'USER' });
      expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
    });

    it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
      const { email } = await ctx.signUp();
      const wrongPassword = await ctx.inject(login({ email, password: 'senha-errada' }));
      const unknownEmail = await ctx.inject(
        login({ email: 'ninguem@example.com', password: 'senha-errada' }),
      );
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'E-mail ou senha inválidos.',
          code: 'INVALID_CREDENTIALS',
        });
      }
    });

    it('verifies the password against a dummy hash for an unknown e-mail (same work, same timing)', async () => {
      const { email } = await ctx.signUp();
      vi.mocked(verifyAgainstDummy).mockClear();
      await ctx.inject(login({ email, password: 'senha-errada' }));
      expect(verifyAgainstDummy).not.toHaveBeenCalled();
      await ctx.inject(login({ email: 'ninguem@example.com', password: 'senha-errada' }));
      expect(verifyAgainstDummy).toHaveBeenCalledWith('senha-errada');
      await expect(vi.mocked(verifyAgainstDummy).mock.results[0]!.value).resolves.toBe(false);
    });

    it('refuses missing fields and unknown fields with 400', async () => {
      const missing = await ctx.inject(login({ email: 'a@example.com' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'Dados inválidos: o campo "password" é obrigatório.' });
      const unknown = await ctx.inject(login({ email: 'a@example.com', password: 'x', remember: true }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'Dados inválidos: o campo "remember" não é permitido.' });
    });
  });

  describe('GET /auth/me', () => {
    it('answers the current user, read from the database', async () => {
      const { token, userId, email } = await ctx.signUp({ name: 'Davi' });
      const response = await ctx.inject(me(token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: userId,
        name: 'Davi',
        email,
        role: 'USER',
        cpf: null,
        whatsapp: null,
        emailVerified: true,
      });

      // A role change applies to tokens issued before it.
      await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userId));
      expect((await ctx.inject(me(token))).json().role).toBe('ADMIN');
    });

    it('answers 401 "Não autenticado." without a token or with a bad one', async () => {
      const { userId } = await ctx.signUp();
      const secret = new TextEncoder().encode(ctx.config.jwtSecret);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 60)
        .sign(secret);
      const otherSecret = await new SignJWT({ role: 'ADMIN' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: userId, role: 'ADMIN', exp: now + 3600 })}.`;
      const hs512 = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(secret);

      const notAUserId = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('not-a-uuid')
        .setExpirationTime('1h')
        .sign(secret);
      const withoutExpiry = await new SignJWT({ role: 'USER' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .sign(secret);

      for (const token of [
        undefined,
        '',
        'garbage',
        'a.b.c',
        expired,
        otherSecret,
        algNone,
        hs512,
        notAUserId,
        withoutExpiry,
      ]) {
        const response = await ctx.inject(me(token));
        expect(response.statusCode, `token ${String(token)}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Não autenticado.' });
      }
      const basic = await ctx.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.statusCode).toBe(401);
    });

    it('answers 401 once the user is deleted', async () => {
      const { token, userId } = await ctx.signUp();
      await ctx.database.db.delete(users).where(eq(users.id, userId));
      const response = await ctx.inject(me(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Não autenticado.' });
    });
  });

  describe('ADMIN', () => {
    it('is ensured at start-up from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
      const token = await ctx.adminToken();
      const response = await ctx.inject(me(token));
      expect(response.json()).toMatchObject({ email: ctx.config.admin.email, role: 'ADMIN' });
    });
  });
});

describeEachDatabase(
  'auth rate limit',
  (ctx) => {
    it('answers 429 in pt-BR after AUTH_RATE_LIMIT attempts per minute on login and register together', async () => {
      const fromIp = (remoteAddress: string, payload: object, url = '/api/auth/login') =>
        ctx.inject({ method: 'POST', url, payload, remoteAddress });
      const statuses: number[] = [];
      statuses.push((await fromIp('10.0.0.1', { email: 'x@example.com', password: 'errada' })).statusCode);
      statuses.push(
        (
          await fromIp(
            '10.0.0.1',
            { name: 'X', email: 'x@example.com', password: 'segredo-forte-123' },
            '/api/auth/register',
          )
        ).statusCode,
      );
      statuses.push((await fromIp('10.0.0.1', { email: 'x@example.com', password: 'errada' })).statusCode);
      expect(statuses).toEqual([401, 201, 401]);

      const limited = await fromIp('10.0.0.1', { email: 'x@example.com', password: 'segredo-forte-123' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Muitas tentativas. Tente novamente em instantes.',
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const limitedRegister = await fromIp(
        '10.0.0.1',
        { name: 'Y', email: 'y@example.com', password: 'segredo-forte-123' },
        '/api/auth/register',
      );
      expect(limitedRegister.statusCode).toBe(429);

      // Another IP is not affected, and neither are other routes.
      expect(
        (await fromIp('10.0.0.2', { email: 'x@example.com', password: 'segredo-forte-123' })).statusCode,
      ).toBe(200);
      const health = await ctx.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
      expect(health.statusCode).toBe(200);
    });
  },
  { env: { AUTH_RATE_LIMIT: '3' } },
);
