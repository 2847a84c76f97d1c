import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devDefaults } from '../../apps/api/src/config';
import { launchBrowser } from './support/browser';
import { call, newAccount, orderBody, paidOrder, type Account, type SaleEvent } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Hostile text in every field people type (event, lot, slide, attendee) is stored as typed and rendered as text
 * in Chromium: no script runs, no element is injected, under the app's real Content-Security-Policy (which the
 * app must work under: no violation is reported). `javascript:` and `data:` URLs are refused at the API, and the
 * orders CSV neutralizes a spreadsheet formula.
 */

const IMG = `<img src=x onerror="window.__pwned='img'">`;
const SCRIPT = `<script>window.__pwned='script'</script>`;
const SVG = `"><svg onload="window.__pwned='svg'">`;
const FORMULA = '=HYPERLINK("https://evil.example","clique")';

const hostile = {
  title: `Show ${IMG} ${SCRIPT}`,
  description: `Descrição ${SVG} ${IMG} {{constructor.constructor('window.__pwned=1')()}}`,
  venue: `Arena ${SVG}`,
  city: `Recife ${IMG}`,
  lot: `${FORMULA} — Lote ${IMG}`,
  slide: `Slide ${SCRIPT}`,
  attendee: `Ana ${IMG}`,
};

describe.each(journeyDatabase('postgres'))('hostile text in the browser (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let organizer: Account;
  let buyer: Account;
  let admin: Account;
  let event: SaleEvent;
  let orderId: string;
  const problems: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ database }), launchBrowser()]);
    [organizer, buyer] = await Promise.all([
      newAccount(server.url, 'Organizadora'),
      newAccount(server.url, 'Compradora'),
    ]);
    const login = await call<{ token: string; user: { _id: string } }>(server.url, 'POST', '/auth/login', {
      body: { email: devDefaults.adminEmail, password: devDefaults.adminPassword },
    });
    admin = { id: login.body.user._id, email: devDefaults.adminEmail, token: login.body.token };

    const created = await call<{ _id: string; ticketTypes: Array<{ _id: string }>; title: string }>(
      server.url,
      'POST',
      '/events',
      {
        token: organizer.token,
        body: {
          title: hostile.title,
          description: hostile.description,
          venue: hostile.venue,
          city: hostile.city,
          state: 'PE',
          status: 'published',
          // One full-price lot: an event the meia-entrada law does not cover (issue #14).
          meiaEntradaLei: false,
          eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          ticketTypes: [{ name: hostile.lot, price: 50, quantity: 100, lotNumber: 1, perCustomerLimit: 0 }],
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(hostile.title);
    event = {
      eventId: created.body._id,
      ticketTypeId: created.body.ticketTypes[0]!._id,
      price: 50,
      quantity: 100,
    };

    const slide = await call(server.url, 'POST', '/slides', {
      token: admin.token,
      body: { imageUrl: '/favicon.svg', linkUrl: 'https://example.com', title: hostile.slide, active: true },
    });
    expect(slide.status).toBe(201);

    const body = orderBody(event, 1);
    body.attendees[0]!.name = hostile.attendee;
    const order = await call<{ _id: string }>(server.url, 'POST', '/orders', { token: buyer.token, body });
    expect(order.status, server.logs()).toBe(201);
    orderId = order.body._id;
    const pix = await call<{ paymentId: string }>(server.url, 'POST', '/pagamento/asaas/pix', {
      token: buyer.token,
      body: {
        pedidoId: orderId,
        totalPedido: 50,
        nomeVaqueiro: `Maria ${IMG}`,
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        phone: '',
      },
    });
    expect(pix.status).toBe(200);
    const confirmed = await call(server.url, 'POST', `/pagamento/local/${pix.body.paymentId}/confirm`, {
      token: buyer.token,
    });
    expect(confirmed.status).toBe(200);
    // A second, ordinary paid order, so the report has more than one row.
    await paidOrder(server.url, buyer, event);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A browser context signed in as `account` (or anonymous), recording dialogs, page errors and CSP reports. */
  async function contextFor(account?: Account): Promise<BrowserContext> {
    const context = await browser.newContext({ acceptDownloads: true });
    if (account) {
      const me = await call(server.url, 'GET', '/auth/me', { token: account.token });
      await context.addInitScript(
        ([origin, token, user]) => {
          // Only the app's own document: other frames (about:blank, downloads) have no localStorage to write.
          if (location.origin !== origin) return;
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [server.url, account.token, JSON.stringify(me.body)] as const,
      );
    }
    context.on('page', (page) => watch(page));
    return context;
  }

  function watch(page: Page) {
    page.on('dialog', (dialog) => {
      problems.push(`diálogo: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(`erro na página: ${error.message}`));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
  }

  /** Opens `path`, waits until every `texts` is on the page as text, and checks that nothing ran or was injected. */
  async function expectInert(context: BrowserContext, path: string, texts: string[]): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    for (const text of texts)
      await expect
        .poll(() => page.evaluate(() => document.body.textContent ?? ''), {
          timeout: 30_000,
          message: `${path}: ${text}`,
        })
        .toContain(text);
    const injected = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      // The event page's schema.org JSON-LD is data, not code (escaped by the server, never run): not counted.
      elements: document.querySelectorAll(
        'img[src="x"], img[onerror], svg[onload], script:not([src]):not([type="application/ld+json"])',
      ).length,
      javascriptLinks: [...document.querySelectorAll('a[href]')].filter((anchor) =>
        /^\s*javascript:/i.test(anchor.getAttribute('href') ?? ''),
      ).length,
    }));
    expect(injected, path).toEqual({ pwned: null, elements: 0, javascriptLinks: 0 });
    return page;
  }

  beforeEach(() => {
    problems.length = 0;
  });

  it('renders event, lot and slide text as text on the home and event pages', async () => {
    const context = await contextFor();
    const home = await expectInert(context, '/', [hostile.title]);
    // The carousel names each slide in its image's alternative text.
    await expect
      .poll(() =>
        home.evaluate((title) => [...document.images].some((image) => image.alt === title), hostile.slide),
      )
      .toBe(true);
    await expectInert(context, `/event/${event.eventId}`, [
      hostile.title,
      hostile.description,
      hostile.venue,
      hostile.city,
    ]);
    await expectInert(context, `/checkout/${event.eventId}`, [hostile.title, hostile.lot.split(' — ')[1]!]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it('renders slide titles as text in the admin list', async () => {
    const context = await contextFor(admin);
    await expectInert(context, '/admin/slides', [hostile.slide]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it("renders the attendee's and the buyer's text as text in My tickets and the order", async () => {
    const context = await contextFor(buyer);
    await expectInert(context, `/meus-ingressos/${orderId}`, [hostile.title, hostile.attendee]);
    await expectInert(context, `/meus-pedidos/${orderId}`, [hostile.title, hostile.lot]);
    await context.close();
    expect(problems).toEqual([]);
  });

  it('renders the report as text and neutralizes the formula in the orders CSV', async () => {
    const context = await contextFor(organizer);
    const page = await expectInert(context, `/organizer/reports/${event.eventId}`, [
      hostile.title,
      hostile.lot,
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV de Pedidos' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const quoted = (text: string) => `"${text.replaceAll('"', '""')}`;
    expect(csv).toContain(quoted(`'${FORMULA}`));
    expect(csv).not.toContain(quoted(FORMULA));
    await context.close();
    expect(problems).toEqual([]);
  });

  it('refuses javascript: and data: URLs for slides and events', async () => {
    const urls = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
    ];
    for (const url of urls) {
      const slideImage = await call(server.url, 'POST', '/slides', {
        token: admin.token,
        body: { imageUrl: url },
      });
      const slideLink = await call(server.url, 'POST', '/slides', {
        token: admin.token,
        body: { imageUrl: '/favicon.svg', linkUrl: url },
      });
      const poster = await call(server.url, 'POST', '/events', {
        token: organizer.token,
        body: { title: 'Evento', image: url },
      });
      const map = await call(server.url, 'PATCH', `/events/${event.eventId}`, {
        token: organizer.token,
        body: { mapImage: url },
      });
      for (const [what, answer] of Object.entries({ slideImage, slideLink, poster, map }))
        expect(answer.status, `${what} ${JSON.stringify(url)}`).toBe(400);
    }
  });
});
