import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ACCOUNT_PASSWORD, logInThroughScreen } from './support/checkout-helpers';
import { call, newAccount, newEvent, orderBody, type Account, type SaleEvent } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #28: a queued on-sale in Chromium. Six visitors joined before the opening (over the API); two buyers come
 * after it, are sent from the event page to /fila/{eventId}, watch their positions fall as the line is admitted
 * (30 a minute: one every 2 s), get their turn and buy through the checkout with the pass the page kept. A third
 * buyer without a pass is refused: 403 QUEUE_PASS_REQUIRED "Entre na fila para comprar.".
 */

const AHEAD = 6;

/** The number under "Sua posição" ("5º"), or null when the page shows none. */
async function shownPosition(page: Page): Promise<number | null> {
  const figure = page.getByRole('definition').first();
  if (!(await figure.isVisible().catch(() => false))) return null;
  const match = /^([\d.]+)º$/.exec((await figure.textContent())?.trim() ?? '');
  return match ? Number(match[1]!.replace(/\./g, '')) : null;
}

/** Waits in line on `page` until admitted; the positions seen on the way. */
async function waitForTurn(page: Page): Promise<number[]> {
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const position = await shownPosition(page);
        if (position !== null && seen.at(-1) !== position) seen.push(position);
        return page.getByRole('heading', { name: 'Chegou a sua vez!' }).isVisible();
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  return seen;
}

/** From the line's "Comprar ingressos" to the payment step: one ticket, one attendee. */
async function buyOne(page: Page, event: SaleEvent, buyer: { name: string; email: string }): Promise<void> {
  await page.getByRole('link', { name: 'Comprar ingressos' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/${event.eventId}`);
  await page.getByRole('button', { name: 'Adicionar um ingresso PISTA — Lote 1' }).click();
  const cart = page.getByRole('complementary', { name: 'Carrinho' });
  await expect.poll(() => cart.textContent()).toMatch(/1 ingresso/);
  await cart.getByRole('button', { name: 'COMPRAR' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/${event.eventId}/users`);
  const card = page.getByRole('group', { name: /^Ingresso 1\b/ });
  await card.getByLabel('Nome completo').fill(buyer.name);
  await card.getByLabel('E-mail').fill(buyer.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/${event.eventId}/summary`);
  await page.getByRole('button', { name: 'Ir para pagamento' }).click();
  await page.waitForURL((url) => url.pathname === `/checkout/${event.eventId}/payment`);
}

describe('the waiting room of a big on-sale in Chromium (pglite)', () => {
  let server: RunningServer;
  let browser: Browser;
  let event: SaleEvent;
  let buyers: Account[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ database: 'pglite' }), launchBrowser()]);
    const organizer = await newAccount(server.url, 'Organizadora');
    event = await newEvent(server.url, organizer, { quantity: 20, title: 'Show da Virada' });
    const startsAt = new Date(Date.now() + 4000).toISOString();
    const saved = await call(server.url, 'PATCH', `/events/${event.eventId}`, {
      token: organizer.token,
      body: { title: 'Show da Virada', onSale: { startsAt, queue: true, admitPerMinute: 30 } },
    });
    expect(saved.status).toBe(200);
    // Those who came early: each its own browser (no cookie sent), all before the opening.
    for (let index = 0; index < AHEAD; index++) {
      const joined = await call<{ state: string }>(server.url, 'POST', `/queue/${event.eventId}/join`);
      expect(joined.body.state).toBe('before');
    }
    buyers = [
      await newAccount(server.url, 'Ana'),
      await newAccount(server.url, 'Bruno'),
      await newAccount(server.url, 'Carla'),
    ];
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(startsAt) - Date.now() + 500)));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('two buyers wait, see their positions fall, are admitted and buy; a third without a pass is refused', async () => {
    const pages = await Promise.all(
      buyers.slice(0, 2).map(async (buyer) => {
        const page = await (await browser.newContext()).newPage();
        await logInThroughScreen(page, server.url, { email: buyer.email, password: ACCOUNT_PASSWORD }, '/');
        // The event page of a queued on-sale sends the visitor to its line.
        await page.goto(`${server.url}/event/${event.eventId}`);
        await page.waitForURL((url) => url.pathname === `/fila/${event.eventId}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'Você está na fila' }).isVisible())
          .toBe(true);
        return page;
      }),
    );

    const seen = await Promise.all(pages.map(waitForTurn));
    for (const positions of seen) {
      // Arrived after the six early ones, each saw its number go down, one place at a time or more.
      expect(positions.length).toBeGreaterThanOrEqual(2);
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      expect(positions.at(-1)!).toBeLessThan(positions[0]!);
    }

    for (const [index, page] of pages.entries())
      await buyOne(page, event, { name: ['Ana Souza', 'Bruno Lima'][index]!, email: buyers[index]!.email });
    for (const buyer of buyers.slice(0, 2)) {
      const mine = await call<Array<{ eventId?: string }>>(server.url, 'GET', '/orders/mine', {
        token: buyer.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(1);
    }

    // Carla never queued: the checkout sends her to the line, and the API refuses her order.
    const carla = buyers[2]!;
    const refused = await call(server.url, 'POST', '/orders', { token: carla.token, body: orderBody(event) });
    expect(refused).toEqual({
      status: 403,
      body: { code: 'QUEUE_PASS_REQUIRED', message: 'Entre na fila para comprar.' },
    });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/checkout/${event.eventId}`);
    await page.waitForURL((url) => url.pathname === `/fila/${event.eventId}`);
  }, 180_000);
});
