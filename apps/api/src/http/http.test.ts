import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper';
import { handlersForContract, loadContract, operationIds, responseOnlyMediaTypes } from '../contract';
import { operationHandlers } from '../modules';

describeEachDatabase('http', (ctx) => {
  describe('error handler', () => {
    it('answers 400 "JSON inválido." for malformed JSON', async () => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@b.co",',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'JSON inválido.' });
    });

    it('answers 413 in pt-BR for a body over BODY_LIMIT', async () => {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'x'.repeat(ctx.config.bodyLimit),
          email: 'a@b.co',
          password: '12345678',
        }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'A requisição é grande demais.' });
    });

    it('answers 415 in pt-BR for a body that is not JSON', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const response = await ctx.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': contentType },
          payload: 'email=a@b.co&password=x',
        });
        expect(response.statusCode, contentType).toBe(415);
        expect(response.json()).toEqual({
          message: 'Tipo de conteúdo não suportado: envie os dados como application/json.',
        });
      }
    });

    it('has a parser for every media type of the contract (fastify-openapi-glue warns at start-up otherwise), refusing the answer-only ones with 415', async () => {
      const answerOnly = responseOnlyMediaTypes(loadContract());
      expect(answerOnly).toEqual(expect.arrayContaining(['image/png', 'application/pdf']));
      expect(answerOnly).not.toContain('application/json');
      for (const mediaType of answerOnly) {
        expect(ctx.app.hasContentTypeParser(mediaType), mediaType).toBe(true);
        const response = await ctx.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': mediaType },
          payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        });
        expect(response.statusCode, mediaType).toBe(415);
        expect(response.json()).toEqual({
          message: 'Tipo de conteúdo não suportado: envie os dados como application/json.',
        });
      }
    });

    it('answers a JSON 404 "Rota não encontrada." for unknown API routes and methods', async () => {
      for (const [method, url] of [
        ['GET', '/api/nao-existe'],
        ['POST', '/api/health'],
        ['DELETE', '/api/auth/me'],
        ['GET', '/nao-existe'],
      ] as const) {
        const response = await ctx.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message: 'Rota não encontrada.' });
      }
    });

    it('answers 400 in pt-BR for a malformed path parameter, never 500', async () => {
      const response = await ctx.inject({ method: 'GET', url: '/api/events/nao-e-uuid' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Dados inválidos: o parâmetro "id" deve ser um identificador (UUID) válido.',
      });
      const badEncoding = await ctx.inject({ method: 'GET', url: '/api/events/%E0%A4%A' });
      expect(badEncoding.statusCode).toBe(400);
      expect(badEncoding.json().message).toEqual(expect.any(String));
    });
  });

  describe('contract and handlers', () => {
    it('refuses a handler set that misses an operation or names an unknown one', () => {
      const contract = loadContract();
      const { getHealth: _omitted, ...withoutHealth } = operationHandlers;
      expect(() => handlersForContract(contract, withoutHealth as typeof operationHandlers)).toThrow(
        'Operações do contrato sem handler: getHealth',
      );
      const extra = { ...operationHandlers, notInContract: async () => ({}) } as typeof operationHandlers;
      expect(() => handlersForContract(contract, extra)).toThrow(
        'Handlers sem operação no contrato: notInContract',
      );
    });

    it('every operation of the contract has a route', () => {
      const contract = loadContract();
      expect(operationIds(contract)).toHaveLength(70);
      for (const operationId of Object.keys(operationHandlers))
        expect(operationIds(contract)).toContain(operationId);
      // The app's pages share the tree's prefixes, so printRoutes splits these paths: asked for one by one.
      expect(ctx.app.hasRoute({ method: 'POST', url: '/api/pagamento/local/:paymentId/confirm' })).toBe(true);
      expect(ctx.app.hasRoute({ method: 'GET', url: '/api/events/:id/calendar.ics' })).toBe(true);
      expect(ctx.app.hasRoute({ method: 'PUT', url: '/api/events/:id/seat-map' })).toBe(true);
    });
  });

  describe('security headers', () => {
    it('sends CSP, nosniff, frame options and the request id', async () => {
      const response = await ctx.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('honours a sane x-request-id and replaces an unsafe one', async () => {
      const kept = await ctx.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-123.abc' },
      });
      expect(kept.headers['x-request-id']).toBe('edge-123.abc');
      const replaced = await ctx.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id\n' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('CORS', () => {
    it('allows the configured origins and no other', async () => {
      const allowed = await ctx.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const refused = await ctx.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();

      const preflight = await ctx.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: {
          origin: 'http://127.0.0.1:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
      const refusedPreflight = await ctx.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describeEachDatabase('errors hide internals', (ctx) => {
  it('answers 500 "Erro interno. Tente novamente." without stack or SQL', async () => {
    const { email, password } = await ctx.signUp();
    // Break the schema under the running app: the next query fails with a PostgreSQL error.
    await ctx.database.db.execute('alter table users rename to users_gone');
    try {
      const response = await ctx.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Erro interno. Tente novamente.' });
      expect(response.body).not.toMatch(/users|select|at |\.ts/i);
    } finally {
      await ctx.database.db.execute('alter table users_gone rename to users');
    }
  });
});

const hostDist = mkdtempSync(path.join(tmpdir(), 'bilheteria-host-'));
mkdirSync(path.join(hostDist, 'assets'));
writeFileSync(
  path.join(hostDist, 'index.html'),
  '<!doctype html><title>Bilheteria</title><div id="root"></div>',
);
writeFileSync(path.join(hostDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(hostDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
mkdirSync(path.join(hostDist, '.vite'));
writeFileSync(path.join(hostDist, '.vite', 'manifest.json'), '{"../../packages/ui/src/index.ts":{}}');
afterAll(() => rmSync(hostDist, { recursive: true, force: true }));

describeEachDatabase(
  'host app',
  (ctx) => {
    it('serves the built app at / and its hashed assets with a long cache', async () => {
      const index = await ctx.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toMatch(/^text\/html/);
      expect(index.body).toContain('<div id="root">');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it('sends the pre-compressed asset to a browser that accepts it, and hides the build manifest', async () => {
      const asset = await ctx.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("app")');
      const manifest = await ctx.inject({
        method: 'GET',
        url: '/.vite/manifest.json',
        headers: { accept: '*/*' },
      });
      expect(manifest.statusCode).toBe(404);
      expect(manifest.body).not.toContain('packages/ui');
    });

    it('answers index.html for client-side routes opened in the browser', async () => {
      for (const url of ['/event/123', '/meus-ingressos/abc', '/organizer/reports/1?from=2025-01-01']) {
        const response = await ctx.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html,application/xhtml+xml' },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<div id="root">');
      }
    });

    it('keeps JSON 404s for /api and for requests that do not want HTML', async () => {
      const api = await ctx.inject({
        method: 'GET',
        url: '/api/nao-existe',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Rota não encontrada.' });
      const missingAsset = await ctx.inject({
        method: 'GET',
        url: '/assets/nao-existe.js',
        headers: { accept: '*/*' },
      });
      expect(missingAsset.statusCode).toBe(404);
      const post = await ctx.inject({ method: 'POST', url: '/event/123', headers: { accept: 'text/html' } });
      expect(post.statusCode).toBe(404);
    });
  },
  { app: { hostDist } },
);

// Issue #30: a server that finds no built app says so, at start and to every page, instead of 404 for each.
describeEachDatabase(
  'no host app built',
  (ctx) => {
    it('knows it serves no app, for the start banner', () => {
      expect(ctx.app.hostBuild).toBeNull();
    });

    it('answers a page with 503 and how to build the app, and keeps JSON 404s for the API', async () => {
      const page = await ctx.inject({ method: 'GET', url: '/event/123', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('O aplicativo não foi compilado');
      expect(page.body).toContain('<code>npm start</code>');
      expect(page.body).not.toContain('Rota não encontrada.');
      const api = await ctx.inject({
        method: 'GET',
        url: '/api/nao-existe',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Rota não encontrada.' });
    });
  },
  { app: { hostDist: path.join(tmpdir(), 'bilheteria-no-host-build') } },
);
