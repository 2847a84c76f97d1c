import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase, testConfig } from '../../../test/helper';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { createTokenService } from '../auth/tokens';

describeEachDatabase('health', (ctx) => {
  it('answers 200 when the database answers', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('accepts the state parameter every request carries', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/health?state=CE' });
    expect(response.statusCode).toBe(200);
    const bad = await ctx.inject({ method: 'GET', url: '/api/health?state=Ceará' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Dados inválidos: o parâmetro "state" está em um formato inválido.',
    });
  });
});

describe('database unreachable', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    database = await createDatabase({
      dataDir: 'memory://',
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
    });
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 in pt-BR on health and on any route needing the database', async () => {
    const message = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message });
    // The bearer check loads the user: a database failure there is a 503, not a 401.
    const token = await createTokenService(testConfig().jwtSecret).issue({
      sub: '0b0f7a0e-8d5c-4a8e-9b1e-2a4d3c5b6a70',
      role: 'USER',
      sid: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toEqual({ message });
  });
});
