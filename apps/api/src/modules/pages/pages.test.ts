/// <reference lib="dom" />
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper';
import { testClock } from '../../../test/orders-fixtures';
import { repoRoot } from '../../config';
import { appRoutes, HEAD_TTL_MS } from './pages-plugin';

/* Issue #21: what WhatsApp, Facebook, Google and a browser get for the app's pages. */

const ORIGIN = 'https://ingressos.exemplo.com.br';
const hostRoot = path.join(repoRoot, 'apps/host');
const hostDist = mkdtempSync(path.join(tmpdir(), 'bilheteria-pages-'));
mkdirSync(path.join(hostDist, 'posters'));
copyFileSync(path.join(hostRoot, 'public/posters/sao-joao.svg'), path.join(hostDist, 'posters/sao-joao.svg'));
// The real index.html, with the script tag the build writes.
writeFileSync(
  path.join(hostDist, 'index.html'),
  readFileSync(path.join(hostRoot, 'index.html'), 'utf8').replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  ),
);
afterAll(() => rmSync(hostDist, { recursive: true, force: true }));

const clients = {
  WhatsApp: { 'user-agent': 'WhatsApp/2.23.20.0 A' },
  facebookexternalhit: {
    'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    accept: '*/*',
  },
  Googlebot: {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  },
  browser: {
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  },
} satisfies Record<string, Record<string, string>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const clock = testClock(new Date('2030-06-01T15:00:00Z'));

const lot = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  price: 80,
  quantity: 100,
  lotNumber: 1,
  perCustomerLimit: 4,
  saleStart: null,
  saleEnd: null,
  ...extra,
});

const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: 'São João da Capital',
  description: 'Quadrilhas, forró e comidas típicas.\nTrês palcos a noite toda.',
  image: '/posters/sao-joao.svg',
  mapImage: null,
  venue: 'Parque do Povo',
  city: 'Campina Grande',
  state: 'PB',
  status: 'published',
  eventDate: '2030-06-20T23:00:00.000Z',
  gatesOpenTime: '18:00',
  showStartTime: '20:00',
  startDate: '2030-06-20T23:00:00.000Z',
  endDate: '2030-06-21T05:00:00.000Z',
  ticketTypes: [lot('PISTA — Lote 1 — Inteira'), lot('PISTA — Lote 1 — Meia', { price: 40 })],
  ...extra,
});

async function createEvent(ctx: TestContext, token: string, extra: Record<string, unknown> = {}) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(token),
    payload: eventBody(extra),
  });
  if (response.statusCode !== 201) throw new Error(`criação falhou: ${response.body}`);
  return response.json<{ _id: string }>()._id;
}

interface Page {
  status: number;
  contentType: string;
  document: Document;
  body: string;
}

async function fetchPage(ctx: TestContext, url: string, headers: Record<string, string>): Promise<Page> {
  const response = await ctx.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type']),
    document: new JSDOM(response.body).window.document,
    body: response.body,
  };
}

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

type JsonLd = Record<string, unknown> & {
  location: { '@type': string; name: string; address: Record<string, string> };
  offers: Array<Record<string, unknown>> | Record<string, unknown>;
};

function jsonLdOf(document: Document): JsonLd {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as JsonLd;
}

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/;

describeEachDatabase(
  'event pages for link previews and search engines',
  (ctx) => {
    let token: string;
    let eventId: string;

    beforeAll(async () => {
      ({ token } = await ctx.signUp({ name: 'Produtora Forró Bom' }));
      eventId = await createEvent(ctx, token);
    });

    for (const [client, headers] of Object.entries(clients)) {
      it(`answers /event/{id} to ${client} with the event's head`, async () => {
        const page = await fetchPage(ctx, `/event/${eventId}`, headers);
        expect(page.status).toBe(200);
        expect(page.contentType).toMatch(/^text\/html/);
        const { document } = page;
        expect(document.title).toBe('São João da Capital · 20/06/2030 · Campina Grande/PB | Bilheteria');
        expect(document.querySelectorAll('title')).toHaveLength(1);
        expect(meta(document, 'description')).toBe(
          'Quadrilhas, forró e comidas típicas. Três palcos a noite toda.',
        );
        const url = `${ORIGIN}/event/${eventId}`;
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
        expect(meta(document, 'og:url')).toBe(url);
        expect(meta(document, 'og:type')).toBe('website');
        expect(meta(document, 'og:locale')).toBe('pt_BR');
        expect(meta(document, 'og:title')).toBe('São João da Capital · 20/06/2030 · Campina Grande/PB');
        expect(meta(document, 'og:description')).toBe(meta(document, 'description'));
        expect(meta(document, 'og:image')).toBe(`${ORIGIN}/og/posters/sao-joao.jpg`);
        expect(meta(document, 'og:image:width')).toBe('1200');
        expect(meta(document, 'og:image:height')).toBe('1600');
        expect(meta(document, 'og:image:alt')).toBe('Cartaz: São João da Capital');
        expect(meta(document, 'twitter:card')).toBe('summary_large_image');
        // The poster, the page's largest paint, is fetched with the app's code: the address its <img> asks for.
        const preload = document.querySelector('link[rel="preload"][as="image"]');
        expect(preload?.getAttribute('href')).toBe('/posters/sao-joao.svg');
        expect(preload?.getAttribute('fetchpriority')).toBe('high');
        expect(meta(document, 'robots')).toBeNull();
        // The app itself is still there: the splash and the script.
        expect(document.querySelector('#root [data-slot="splash-screen"]')).not.toBeNull();
        expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
          '/assets/index-abc123.js',
        );
      });
    }

    it('describes the event as schema.org Event JSON-LD, São Paulo offsets and one offer per type on sale', async () => {
      const { document } = await fetchPage(ctx, `/event/${eventId}`, clients.Googlebot);
      const data = jsonLdOf(document);
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('Event');
      expect(data.name).toBe('São João da Capital');
      expect(data.startDate).toBe('2030-06-20T20:00:00-03:00');
      expect(data.endDate).toBe('2030-06-21T02:00:00-03:00');
      expect(data.startDate).toMatch(WITH_OFFSET);
      expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(data.location).toEqual({
        '@type': 'Place',
        name: 'Parque do Povo',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Parque do Povo',
          addressLocality: 'Campina Grande',
          addressRegion: 'PB',
          addressCountry: 'BR',
        },
      });
      expect(data.image).toEqual([`${ORIGIN}/og/posters/sao-joao.jpg`]);
      expect(data.description).toBe('Quadrilhas, forró e comidas típicas. Três palcos a noite toda.');
      expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Produtora Forró Bom', url: ORIGIN });
      expect(data.offers).toEqual([
        expect.objectContaining({
          '@type': 'Offer',
          name: 'PISTA — Lote 1 — Inteira',
          price: '80.00',
          priceCurrency: 'BRL',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}/checkout/${eventId}`,
        }),
        expect.objectContaining({
          '@type': 'Offer',
          price: '40.00',
          availability: 'https://schema.org/InStock',
        }),
      ]);
      for (const offer of data.offers as Array<Record<string, string>>)
        expect(offer.validFrom).toMatch(WITH_OFFSET);
    });

    it('names no "só com cupom" lot in the head: the offers are what the public sees (issue #25 point 4)', async () => {
      const id = await createEvent(ctx, token, {
        title: 'Festa com Camarote Secreto',
        // A courtesy box outside the meia-entrada law's count is not what this test is about.
        meiaEntradaLei: false,
        ticketTypes: [
          lot('PISTA — Lote 1 — Inteira'),
          lot('PISTA — Lote 1 — Meia', { price: 40 }),
          lot('CAMAROTE SECRETO — Convidados', { price: 750, couponOnly: true }),
        ],
      });
      const page = await fetchPage(ctx, `/event/${id}`, clients.Googlebot);
      expect(page.body).not.toContain('CAMAROTE SECRETO');
      expect(page.body).not.toContain('750');
      const data = jsonLdOf(page.document);
      expect((data.offers as Array<{ name: string }>).map((offer) => offer.name)).toEqual([
        'PISTA — Lote 1 — Inteira',
        'PISTA — Lote 1 — Meia',
      ]);
      // The API agrees: the public reads the same two lots.
      const api = await ctx.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(api.json().ticketTypes.map((type: { name: string }) => type.name)).toEqual([
        'PISTA — Lote 1 — Inteira',
        'PISTA — Lote 1 — Meia',
      ]);
    });

    it('says SoldOut when no lot has stock left', async () => {
      const id = await createEvent(ctx, token, {
        title: 'Esgotado',
        ticketTypes: [lot('PISTA — Lote 1 — Inteira', { quantity: 0 })],
      });
      const data = jsonLdOf((await fetchPage(ctx, `/event/${id}`, clients.Googlebot)).document);
      expect(data.offers).toMatchObject({
        '@type': 'AggregateOffer',
        availability: 'https://schema.org/SoldOut',
        lowPrice: '80.00',
        priceCurrency: 'BRL',
      });
    });

    it('escapes a hostile title and description everywhere', async () => {
      const hostile = `</script><script>alert(1)</script>"' & <!-- <b>`;
      const id = await createEvent(ctx, token, { title: hostile, description: `${hostile} "fim"` });
      const page = await fetchPage(ctx, `/event/${id}`, clients.WhatsApp);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)</script>');
      expect(page.body).not.toContain('<b>');
      const { document } = page;
      // Parsed back, every text is exactly what the organizer typed.
      expect(document.title.startsWith(hostile)).toBe(true);
      expect(meta(document, 'og:title')?.startsWith(hostile)).toBe(true);
      expect(meta(document, 'og:image:alt')).toBe(`Cartaz: ${hostile}`);
      const data = jsonLdOf(document);
      expect(data.name).toBe(hostile);
      expect(data.description).toBe(`${hostile} "fim"`);
      // Nothing was injected: the only scripts are the JSON-LD block and the app's.
      expect(document.querySelectorAll('script')).toHaveLength(2);
      expect(document.querySelectorAll('b')).toHaveLength(0);
    });

    it('answers drafts and unknown events with a noindex page', async () => {
      const draft = await createEvent(ctx, token, { status: 'draft', title: 'Rascunho secreto' });
      for (const url of [
        `/event/${draft}`,
        '/event/00000000-0000-4000-8000-000000000000',
        '/event/nao-e-um-id',
      ]) {
        const page = await fetchPage(ctx, url, clients.facebookexternalhit);
        expect(page.status, url).toBe(200);
        expect(meta(page.document, 'robots'), url).toBe('noindex');
        expect(page.document.title).toBe('Evento não encontrado | Bilheteria');
        expect(page.body).not.toContain('Rascunho secreto');
        expect(page.document.querySelector('script[type="application/ld+json"]')).toBeNull();
      }
    });

    it('drops the cached head when the event changes', async () => {
      const id = await createEvent(ctx, token, { title: 'Antes' });
      expect((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document.title).toMatch(/^Antes · /);
      const edited = await ctx.inject({
        method: 'PATCH',
        url: `/api/events/${id}`,
        headers: bearer(token),
        payload: eventBody({ title: 'Depois' }),
      });
      expect(edited.statusCode).toBe(200);
      expect((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document.title).toMatch(/^Depois · /);
      await ctx.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: bearer(token) });
      expect(meta((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document, 'robots')).toBe(
        'noindex',
      );
    });

    it('takes a write of another replica (straight to the table) within the TTL; on PGlite at once', async () => {
      const id = await createEvent(ctx, token, { title: 'Réplica A' });
      expect((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document.title).toMatch(/^Réplica A/);
      await ctx.database.db.execute(`update events set title = 'Réplica B' where id = '${id}'`);
      // The embedded database has one writer, this process: any write it makes drops the heads (issue #19).
      // PostgreSQL has others, heard only through the TTL.
      const before = ctx.database.kind === 'pglite' ? /^Réplica B/ : /^Réplica A/;
      expect((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document.title).toMatch(before);
      clock.advanceMinutes(HEAD_TTL_MS / 60_000 + 0.1);
      expect((await fetchPage(ctx, `/event/${id}`, clients.WhatsApp)).document.title).toMatch(/^Réplica B/);
    });

    it('serves the preview image as a JPEG ≥ 600 px wide and under 300 KB, of the size the head says', async () => {
      const response = await ctx.inject({
        method: 'GET',
        url: '/og/posters/sao-joao.jpg',
        headers: clients.WhatsApp,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.length).toBeLessThan(300 * 1024);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 1600, format: 'jpeg' });
      const missing = await ctx.inject({ method: 'GET', url: '/og/posters/nao-existe.jpg' });
      expect(missing.statusCode).toBe(404);
      const traversal = await ctx.inject({ method: 'GET', url: '/og/posters/..%2Findex.jpg' });
      expect(traversal.statusCode).toBe(404);
    });

    it('answers every app route with 200 HTML to any client; API 404s stay JSON', async () => {
      const concrete = appRoutes.map((route) =>
        route.replace(/:[a-zA-Z]+/g, '3f1c2a90-0000-4000-8000-000000000001'),
      );
      for (const url of concrete)
        for (const [client, headers] of Object.entries(clients)) {
          const page = await fetchPage(ctx, url, headers);
          expect(page.status, `${url} as ${client}`).toBe(200);
          expect(page.contentType, url).toMatch(/^text\/html/);
          expect(page.document.querySelector('#root'), url).not.toBeNull();
        }
      const api = await ctx.inject({ method: 'GET', url: '/api/nao-existe', headers: clients.WhatsApp });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Rota não encontrada.' });
    });

    it('keeps account, checkout and organizer pages out of search results, and gives home its own head', async () => {
      for (const url of ['/checkout/x', '/organizer', '/meus-pedidos', '/login', '/admin/slides']) {
        const { document } = await fetchPage(ctx, url, clients.Googlebot);
        expect(meta(document, 'robots'), url).toBe('noindex');
      }
      const { document } = await fetchPage(ctx, '/', clients.Googlebot);
      expect(document.title).toBe('Bilheteria: ingressos para shows, festas e eventos no Brasil');
      expect(meta(document, 'description')).toMatch(/^Bilheteria: ingressos para shows/);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
      expect(meta(document, 'robots')).toBeNull();
    });

    it('serves robots.txt and a sitemap of the published upcoming events on the public origin', async () => {
      const robots = await ctx.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'interno:3000' },
      });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      const lines = robots.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/api/', '/checkout/', '/organizer', '/admin', '/meus-ingressos', '/meus-pedidos'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /event/');
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

      const past = await createEvent(ctx, token, {
        title: 'Já foi',
        eventDate: '2030-05-01T23:00:00.000Z',
        startDate: '2030-05-01T23:00:00.000Z',
        endDate: '2030-05-02T03:00:00.000Z',
      });
      const draft = await createEvent(ctx, token, { status: 'draft' });
      const sitemap = await ctx.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'interno:3000' },
      });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      const xml = new JSDOM(sitemap.body, { contentType: 'application/xml' }).window.document;
      expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
      expect(locs).toContain(`${ORIGIN}/`);
      expect(locs).toContain(`${ORIGIN}/event/${eventId}`);
      expect(locs).not.toContain(`${ORIGIN}/event/${past}`);
      expect(locs).not.toContain(`${ORIGIN}/event/${draft}`);
      for (const lastmod of xml.getElementsByTagName('lastmod'))
        expect(Number.isNaN(Date.parse(lastmod.textContent ?? ''))).toBe(false);
    });
  },
  { env: { APP_ORIGIN: ORIGIN }, app: { hostDist, now: clock.now } },
);

describe('the route table', () => {
  it('is the host app’s (apps/host/src/config/paths.ts)', () => {
    const source = readFileSync(path.join(hostRoot, 'src/config/paths.ts'), 'utf8');
    const table = source.slice(source.indexOf('routePatterns'), source.indexOf('} as const'));
    const hostRoutes = [...table.matchAll(/:\s*'([^']+)'/g)].map((match) => match[1]);
    expect([...appRoutes].sort()).toEqual([...hostRoutes].sort());
  });
});
