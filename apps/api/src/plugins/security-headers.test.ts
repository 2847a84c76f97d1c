import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper';
import { insertEvent, insertOrder } from '../modules/tickets/test-fixtures';
import securityHeaders from './security-headers';

/*
 * Embedding (packages/embed): pages of other origins show this server's images (event posters, ticket QR codes)
 * and call the API with a bearer token. Images must not be held back by Cross-Origin-Resource-Policy; everything
 * else keeps `same-site`, and the API answers only the origins of APP_ORIGIN.
 */

const EMBEDDING_SITE = 'http://loja.example:8080';
const OTHER_SITE = 'http://intrusa.example';

describe('the security headers plugin', () => {
  it('lets other sites show images and keeps every other answer same-site', async () => {
    const app = Fastify();
    await app.register(securityHeaders);
    app.get('/qr.png', (_request, reply) => reply.type('image/png').send(Buffer.from([0x89, 0x50])));
    app.get('/poster.svg', (_request, reply) => reply.type('image/svg+xml; charset=utf-8').send('<svg/>'));
    app.get('/data.json', () => ({ ok: true }));
    app.get('/ticket.pdf', (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF')));
    app.get('/page', (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    try {
      const policy = async (url: string) =>
        (await app.inject({ method: 'GET', url })).headers['cross-origin-resource-policy'];
      expect(await policy('/qr.png')).toBe('cross-origin');
      expect(await policy('/poster.svg')).toBe('cross-origin');
      expect(await policy('/data.json')).toBe('same-site');
      expect(await policy('/ticket.pdf')).toBe('same-site');
      expect(await policy('/page')).toBe('same-site');
      expect(await policy('/nao-existe')).toBe('same-site');
      // The rest of the headers are the same on images.
      const image = await app.inject({ method: 'GET', url: '/qr.png' });
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(String(image.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    } finally {
      await app.close();
    }
  });
});

const hostDist = mkdtempSync(path.join(tmpdir(), 'bilheteria-embedding-host-'));
mkdirSync(path.join(hostDist, 'posters'));
writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>Bilheteria</title>');
writeFileSync(path.join(hostDist, 'posters', 'show.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(hostDist, { recursive: true, force: true }));

describeEachDatabase(
  'embedding from another site',
  (ctx) => {
    it("serves posters and ticket QR codes that the embedding site's <img> may load", async () => {
      const poster = await ctx.inject({ method: 'GET', url: '/posters/show.svg' });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toContain('image/svg+xml');
      expect(poster.headers['cross-origin-resource-policy']).toBe('cross-origin');

      const organizer = await ctx.signUp();
      const buyer = await ctx.signUp();
      const { event, ticketType } = await insertEvent(ctx.database.db, organizer.userId);
      const { tickets } = await insertOrder(ctx.database.db, {
        buyerId: buyer.userId,
        event,
        ticketType,
        names: ['Ana'],
      });
      const qr = await ctx.inject({
        method: 'GET',
        url: `/api/tickets/${tickets[0]!.code}/qr-rotating?r=1`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('image/png');
      expect(qr.headers['cross-origin-resource-policy']).toBe('cross-origin');

      // JSON stays same-site: other sites read it through CORS, never as a no-cors load.
      const health = await ctx.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cross-origin-resource-policy']).toBe('same-site');
    });

    it('answers the preflight of an allowed origin for a bearer call, and nothing to another origin', async () => {
      const preflight = (origin: string) =>
        ctx.inject({
          method: 'OPTIONS',
          url: '/api/orders',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
      const allowed = await preflight(EMBEDDING_SITE);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(EMBEDDING_SITE);
      expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(allowed.headers.vary).toContain('Origin');

      const refused = await preflight(OTHER_SITE);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();

      const { token } = await ctx.signUp();
      const me = (origin: string) =>
        ctx.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { origin, authorization: `Bearer ${token}` },
        });
      expect((await me(EMBEDDING_SITE)).headers['access-control-allow-origin']).toBe(EMBEDDING_SITE);
      expect((await me(OTHER_SITE)).headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { APP_ORIGIN: `http://localhost:3000,${EMBEDDING_SITE}` }, app: { hostDist } },
);
