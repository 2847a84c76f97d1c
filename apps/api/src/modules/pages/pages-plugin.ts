import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, messages } from '../../http/errors';
import { findPublicEvent, listUpcomingPublished, onEventChanged } from '../events';
import { noindexHead, pageTexts, renderEventHead, siteHead } from './event-head';
import { createPageCache } from './head-cache';
import { fillTemplate, parseTemplate } from './html';
import { createPosterImages } from './poster-image';
import { robotsTxt, sitemapXml } from './site-files';

/*
 * The host app's pages as the server answers them (issue #21): every route of the app's table (apps/host
 * src/config/paths.ts) is the built index.html, 200, to any client, whatever it accepts, so a link unfurler or a
 * crawler gets a page; the client still decides what an unknown id shows. The head is the page's own: an event's
 * from its data (event-head.ts), the home's, noindex for drafts, unknown events and account screens.
 */

/** The host's route table, by what the server writes in the head. */
const publicRoutes = ['/politica-de-privacidade', '/termos', '/cancelamento'];
const privateRoutes = [
  '/checkout/:id',
  '/checkout/:id/users',
  '/checkout/:id/summary',
  '/checkout/:id/payment',
  '/success/:orderId',
  '/login',
  '/register',
  '/scanner',
  '/meus-ingressos',
  '/meus-ingressos/:orderId',
  '/meus-pedidos',
  '/meus-pedidos/:orderId',
  '/organizer',
  '/organizer/new',
  '/organizer/edit/:id',
  '/organizer/reports/:id',
  '/organizer/coupons/:id',
  '/organizer/portaria/:id',
  '/organizer/recebimentos',
  '/organizer/extrato',
  '/organizer/lugares/:id',
  '/fila/:id',
  '/esqueci-minha-senha',
  '/redefinir-senha',
  '/confirmar-email',
  '/admin/slides',
  '/admin/caixa-de-saida',
  '/admin/estornos',
  '/admin/organizadores',
  '/admin/aberturas',
];
/** Every route the server answers with the app, for the tests to compare with the host's table. */
export const appRoutes = ['/', '/event/:id', ...publicRoutes, ...privateRoutes];

/** How long a cached head may lag an edit made by another replica, or a lot selling out. */
export const HEAD_TTL_MS = 30_000;
const SITEMAP_TTL_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sendPage = (reply: FastifyReply, html: Buffer) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

async function pagesPlugin(app: FastifyInstance, options: { root: string }) {
  const template = parseTemplate(readFileSync(path.join(options.root, 'index.html'), 'utf8'));
  const origin = app.publicOrigin;
  const posters = createPosterImages(options.root);
  const now = () => app.now();
  const { writes } = app.database;
  const heads = createPageCache({ ttlMs: HEAD_TTL_MS, maxEntries: 5_000, now, writes });
  const sitemap = createPageCache({ ttlMs: SITEMAP_TTL_MS, maxEntries: 1, now, writes });
  const stopListening = onEventChanged(app.db, (eventId) => {
    heads.drop(eventId);
    sitemap.clear();
  });
  app.addHook('onClose', async () => stopListening());

  const page = (head: string) => Buffer.from(fillTemplate(template, head));
  const homePage = page(
    siteHead({ origin, path: '/', title: pageTexts.homeTitle, description: template.defaultDescription }),
  );
  const privatePage = page(noindexHead(template.defaultTitle, template.defaultDescription));
  const notFoundPage = page(noindexHead(pageTexts.notFoundTitle, template.defaultDescription));
  const robots = robotsTxt(origin);

  async function renderEventPage(id: string) {
    const found = await findPublicEvent(app.db, id);
    if (!found) return { html: notFoundPage, changesAt: null };
    const image = await posters.previewOf(found.event.image);
    const { head, changesAt } = renderEventHead(found, { origin, now: now(), image });
    return { html: page(head), changesAt };
  }

  app.get('/', (_request, reply) => sendPage(reply, homePage));
  for (const route of publicRoutes) {
    const publicPage = page(
      siteHead({
        origin,
        path: route,
        title: template.defaultTitle,
        description: template.defaultDescription,
      }),
    );
    app.get(route, (_request, reply) => sendPage(reply, publicPage));
  }
  for (const route of privateRoutes) app.get(route, (_request, reply) => sendPage(reply, privatePage));

  app.get<{ Params: { id: string } }>('/event/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) return sendPage(reply, notFoundPage);
    return sendPage(reply, await heads.get(id.toLowerCase(), () => renderEventPage(id)));
  });

  app.get<{ Params: { file: string } }>('/og/posters/:file', async (request, reply) => {
    const image = await posters.render(request.params.file);
    if (!image) throw new HttpError(404, messages.routeNotFound);
    return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(image);
  });

  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemap.get('sitemap', async () => ({
      html: Buffer.from(sitemapXml(origin, await listUpcomingPublished(app.db, now()))),
      changesAt: null,
    }));
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
}

export default fp(pagesPlugin, { name: 'pages', dependencies: ['host-app', 'database'] });
