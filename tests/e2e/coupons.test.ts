import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { logInThroughScreen } from './support/checkout-helpers';
import { call, newAccount, type Account } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue #18: the organizer creates a coupon on the "Cupons" screen that unlocks a "só com cupom" lot at a set
 * price; a buyer does not see that lot, applies the code in the checkout, sees its effect and the lot at once,
 * and orders it at the coupon's price (the discount on the summary, the order priced by the server with it).
 */

const HIDDEN = 'CORTESIA — Parceiros';
const PUBLIC = 'PISTA — Lote 1';

describe.each(journeyDatabase('postgres'))('coupon journey in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let organizer: Account;
  let eventId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ database }), launchBrowser()]);
    organizer = await newAccount(server.url, 'Organizadora');
    const created = await call<{ _id: string }>(server.url, 'POST', '/events', {
      token: organizer.token,
      body: {
        title: 'Forró dos Parceiros',
        status: 'published',
        // A private party of partners: not a public show under the meia-entrada law (#14).
        meiaEntradaLei: false,
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        venue: 'Arena',
        city: 'Recife',
        state: 'PE',
        ticketTypes: [
          { name: PUBLIC, price: 100, quantity: 50, lotNumber: 1, perCustomerLimit: 0 },
          { name: HIDDEN, price: 100, quantity: 10, lotNumber: 1, perCustomerLimit: 0, couponOnly: true },
        ],
      },
    });
    expect(created.status).toBe(201);
    eventId = created.body._id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the organizer creates a coupon; the buyer applies it, sees the hidden lot and orders it at the coupon price', async () => {
    // The organizer: Meus Eventos → Cupons → a coupon that sells the partners' lot for R$ 40.
    const organizerPage = await (await browser.newContext()).newPage();
    await logInThroughScreen(
      organizerPage,
      server.url,
      { email: organizer.email, password: 'senha-segura-123' },
      '/organizer',
    );
    await organizerPage.getByRole('link', { name: 'Cupons' }).first().click();
    await organizerPage.waitForURL((url) => url.pathname === `/organizer/coupons/${eventId}`);
    await organizerPage.getByRole('textbox', { name: 'Código' }).fill('PARCEIRO');
    await organizerPage.getByRole('combobox', { name: 'Desconto' }).selectOption('price');
    await organizerPage.getByRole('textbox', { name: 'Valor' }).fill('40');
    await organizerPage.getByRole('checkbox', { name: new RegExp(HIDDEN) }).check();
    await organizerPage.getByRole('button', { name: 'Salvar cupom' }).click();
    await expect.poll(() => organizerPage.getByText('ingresso por R$ 40,00').isVisible()).toBe(true);
    await expect.poll(() => organizerPage.getByText('0 uso(s) · sem limite').isVisible()).toBe(true);

    // The buyer: the hidden lot is not on sale to the public.
    const buyer = await newAccount(server.url, 'Compradora');
    const page = await (await browser.newContext()).newPage();
    await logInThroughScreen(
      page,
      server.url,
      { email: buyer.email, password: 'senha-segura-123' },
      `/checkout/${eventId}`,
    );
    const addHidden = page.getByRole('button', { name: `Adicionar um ingresso ${HIDDEN}` });
    await expect
      .poll(() => page.getByRole('button', { name: `Adicionar um ingresso ${PUBLIC}` }).isVisible())
      .toBe(true);
    expect(await addHidden.count()).toBe(0);

    // A wrong code is refused in pt-BR; the right one unlocks the lot at once.
    await page.getByRole('button', { name: 'Possui um cupom?' }).click();
    const code = page.getByRole('textbox', { name: 'Cupom' });
    await code.fill('NADA');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect
      .poll(() => page.getByText('Cupom NADA inválido ou não vale para estes ingressos.').isVisible())
      .toBe(true);
    await code.fill('parceiro');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByText('Cupom PARCEIRO aplicado.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`Liberado pelo cupom: ${HIDDEN}.`).isVisible()).toBe(true);
    // The unlocked lot's category is listed, closed like every category but the first.
    await page.getByRole('button', { name: 'CORTESIA', exact: true }).click();
    await addHidden.click();
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    await expect.poll(() => cart.textContent()).toMatch(/1 ingresso.*R\$\s40,00 \+ Taxas/);
    await expect
      .poll(() => page.getByText('Desconto de R$ 60,00 nos ingressos escolhidos.').isVisible())
      .toBe(true);
    await cart.getByRole('button', { name: 'COMPRAR' }).click();

    // Attendee, then the summary shows the discount and the total the server priced.
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/users`);
    const card = page.getByRole('group', { name: /^Ingresso 1\b/ });
    await card.getByLabel('Nome completo').fill('Joana Parceira');
    await card.getByLabel('E-mail').fill('joana.parceira@example.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await expect.poll(() => page.getByText('Desconto (cupom PARCEIRO)').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);

    const orderId = await page.evaluate(() => sessionStorage.getItem('pedidoId'));
    const order = await call<Record<string, unknown>>(server.url, 'GET', `/orders/${orderId}`, {
      token: buyer.token,
    });
    expect(order.body).toMatchObject({
      status: 'pending',
      subtotal: 100,
      discount: 60,
      total: 40,
      couponCode: 'PARCEIRO',
    });
    const coupons = await call<Array<Record<string, unknown>>>(
      server.url,
      'GET',
      `/events/${eventId}/coupons`,
      {
        token: organizer.token,
      },
    );
    expect(coupons.body).toEqual([expect.objectContaining({ code: 'PARCEIRO', used: 1 })]);
  });
});
