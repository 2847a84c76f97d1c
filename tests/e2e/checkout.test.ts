import { generateCpf, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logIn, logInThroughScreen } from './support/checkout-helpers';
import { buy, call, newAccount, type SaleEvent } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue 4: an anonymous buyer picks 2 tickets, registers, names both attendees, reaches payment, generates the Pix
 * (QR visible, code copied), simulates the payment and sees the order "Pago" in My orders. On the seeded demo
 * catalogue (SEED_DEMO=1), as a visitor of a fresh install would.
 */

const EVENT_TITLE = 'Noite do Forró Pé de Serra';
const LOT = 'PISTA — Lote 1 — Inteira';
const LOT_PRICE = 60;
const CPF_MESSAGE = 'Informe um CPF (11) ou CNPJ (14) válido (apenas números).';

interface StoredCheckout {
  local: Record<string, string | null>;
  session: Record<string, string | null>;
}

/** The spec's storage keys (§3) as the page holds them. */
function readStorage(page: Page): Promise<StoredCheckout> {
  return page.evaluate(() => ({
    local: { token: localStorage.getItem('token'), draft: localStorage.getItem('checkout-draft') },
    session: {
      pedidoId: sessionStorage.getItem('pedidoId'),
      postAuthRedirect: sessionStorage.getItem('postAuthRedirect'),
    },
  }));
}

/** The same CPF with a wrong last check digit. */
function withWrongCheckDigit(cpf: string): string {
  return `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
}

/** "123.456.789-09", as people type it. */
function punctuated(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

describe.each(journeyDatabase('pglite'))('buyer checkout in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;
  /** The seeded event and its lot, as the API lists them. */
  let event: SaleEvent;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ database, seedDemo: true }),
      launchBrowser(),
      screenshotDir(),
    ]);
    const found = await call<{ items: Array<{ _id: string; title: string }> }>(
      server.url,
      'GET',
      `/events?q=${encodeURIComponent(EVENT_TITLE)}`,
    );
    const eventId = found.body.items.find((item) => item.title === EVENT_TITLE)!._id;
    const detail = await call<{ sellableTicketTypes: Array<{ _id: string; name: string; price: number }> }>(
      server.url,
      'GET',
      `/events/${eventId}`,
    );
    const lot = detail.body.sellableTicketTypes.find((type) => type.name === LOT)!;
    event = { eventId, ticketTypeId: lot._id, price: lot.price, quantity: 2 };
    console.info(`[checkout ${database}] screenshots in ${shots}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an anonymous buyer picks 2 tickets, registers, names both attendees, pays the Pix and sees the order "Pago"', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const { eventId } = event;
    const email = `rafaela.${Date.now()}@example.com`;

    // Home → the event's card → its page → COMPRAR INGRESSOS.
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: EVENT_TITLE, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/event/${eventId}`);
    await page.getByRole('link', { name: 'COMPRAR INGRESSOS' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}`);

    // Step 1: two tickets of the lot with the plus button.
    const plus = page.getByRole('button', { name: `Adicionar um ingresso ${LOT}` });
    await plus.click();
    await plus.click();
    expect(await page.getByRole('spinbutton', { name: `Quantidade de ${LOT}` }).inputValue()).toBe('2');
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    // The total is the server's quote of the selection: it shows once the quote answers.
    await expect.poll(() => cart.textContent()).toMatch(/2 ingressos.*R\$\s120,00 \+ Taxas/);
    await cart.getByRole('button', { name: 'COMPRAR' }).click();

    // Anonymous: register first, with the way back kept in `next` and in session storage.
    await page.waitForURL((url) => url.pathname === '/register');
    const usersPath = `/checkout/${eventId}/users`;
    expect(new URL(page.url()).searchParams.get('next')).toBe(usersPath);
    expect((await readStorage(page)).session.postAuthRedirect).toBe(usersPath);
    const registerForm = page.getByRole('form', { name: 'Cadastrar' });
    await registerForm.getByLabel('Nome').fill('Rafaela Nogueira');
    await registerForm.getByLabel('E-mail').fill(email);
    await registerForm.getByLabel('Senha').fill(ACCOUNT_PASSWORD);
    await registerForm.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(usersPath);
    await logIn(page, { email, password: ACCOUNT_PASSWORD });
    await page.waitForURL((url) => url.pathname === usersPath);
    const afterLogin = await readStorage(page);
    expect(afterLogin.local.token).toBeTruthy();
    expect(afterLogin.session.postAuthRedirect).toBeNull();

    // Step 2: one card per ticket; both need a name and an e-mail.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Quem vai usar os ingressos?' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent())
      .toContain('Preencha nome e e-mail de todos os utilizadores.');
    const attendees = [
      { name: 'Rafaela Nogueira', email },
      { name: 'Tiago Nogueira', email: 'tiago.nogueira@example.com' },
    ];
    for (const [index, attendee] of attendees.entries()) {
      const card = page.getByRole('group', { name: new RegExp(`^Ingresso ${index + 1}\\b`) });
      await card.getByLabel('Nome completo').fill(attendee.name);
      await card.getByLabel('E-mail').fill(attendee.email);
    }
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 3: the summary lists who uses each ticket; "Ir para pagamento" creates the order.
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verifique seus ingressos' }).isVisible())
      .toBe(true);
    for (const attendee of attendees)
      expect(await page.getByText(attendee.name).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);

    const atPayment = await readStorage(page);
    let orderId = atPayment.session.pedidoId!;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(atPayment.local.draft!)).toEqual({
      eventId,
      eventTitle: EVENT_TITLE,
      eventPoster: expect.any(String),
      items: [{ ticketTypeId: event.ticketTypeId, quantity: 2, name: LOT, price: LOT_PRICE }],
      coupon: '',
      attendees: attendees.map((attendee, idx) => ({
        idx,
        ticketTypeId: event.ticketTypeId,
        lotName: LOT,
        ...attendee,
      })),
      buyer: {
        name: expect.any(String),
        email: expect.any(String),
        cpf: expect.any(String),
        whatsapp: expect.any(String),
      },
    });

    // Issue #13.1: back to the summary and on again keeps the order (no second one holds tickets)...
    const token = atPayment.local.token!;
    const paymentPath = `/checkout/${eventId}/payment`;
    await page.goto(`${server.url}/checkout/${eventId}/summary`);
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === paymentPath);
    expect((await readStorage(page)).session.pedidoId).toBe(orderId);
    // ...while a changed draft (one attendee renamed) cancels it before a new one is made.
    await page.goto(`${server.url}/checkout/${eventId}/users`);
    const renamed = page.getByLabel('Nome completo').nth(1);
    await renamed.fill(`${attendees[1]!.name} Filho`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === paymentPath);
    const replacement = (await readStorage(page)).session.pedidoId!;
    expect(replacement).not.toBe(orderId);
    expect((await call(server.url, 'GET', `/orders/${orderId}`, { token })).body).toMatchObject({
      status: 'cancelled',
    });
    expect((await call(server.url, 'GET', `/orders/${replacement}`, { token })).body).toMatchObject({
      status: 'pending',
    });
    attendees[1] = { ...attendees[1]!, name: `${attendees[1]!.name} Filho` };
    orderId = replacement;

    // Step 4: a wrong buyer is refused with every message in one alert; CPF and WhatsApp keep digits only.
    const cpf = generateCpf();
    const buyerForm = page.getByRole('form', { name: 'Dados do comprador' });
    await buyerForm.getByLabel('Nome completo').fill('   ');
    await buyerForm.getByLabel('E-mail').fill('rafaela.example.com');
    await buyerForm.getByLabel('CPF/CNPJ').fill(punctuated(withWrongCheckDigit(cpf)));
    expect(await buyerForm.getByLabel('CPF/CNPJ').inputValue()).toBe(withWrongCheckDigit(cpf));
    await buyerForm.getByRole('button', { name: 'Gerar Pix' }).click();
    const buyerAlert = buyerForm.getByRole('alert');
    await expect.poll(() => buyerAlert.innerText()).toContain(CPF_MESSAGE);
    expect((await buyerAlert.innerText()).split('\n').map((line) => line.trim())).toEqual([
      'Informe seu nome completo.',
      'Informe um e-mail válido.',
      CPF_MESSAGE,
    ]);
    expect(await page.getByRole('img', { name: 'QR code do Pix' }).count()).toBe(0);
    await page.screenshot({
      path: path.join(shots, `${database}-1-payment-invalid-buyer.png`),
      fullPage: true,
    });

    await buyerForm.getByLabel('Nome completo').fill('Rafaela Nogueira');
    await buyerForm.getByLabel('E-mail').fill(email);
    await buyerForm.getByLabel('CPF/CNPJ').fill(punctuated(cpf));
    await buyerForm.getByLabel('WhatsApp').fill('(85) 98888-7777');
    expect(await buyerForm.getByLabel('WhatsApp').inputValue()).toBe('85988887777');
    // The form checks again as the buyer corrects it: the messages go away.
    await expect.poll(() => buyerForm.getByText(CPF_MESSAGE).count()).toBe(0);
    expect(await buyerAlert.count()).toBe(0);
    await buyerForm.getByRole('button', { name: 'Gerar Pix' }).click();

    const qr = page.getByRole('img', { name: 'QR code do Pix' });
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copiado!' }).isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);
    expect(copied.startsWith('000201')).toBe(true);
    // A valid BR Code (CRC16 checked by the parser) charging exactly the order's total.
    expect(getPixPayloadInfo(copied)).toMatchObject({ amount: 2 * LOT_PRICE });
    expect(await page.getByText(/^ID do pagamento/).textContent()).toMatch(/ID do pagamento: \S+/);
    await page.screenshot({ path: path.join(shots, `${database}-2-payment-pix.png`), fullPage: true });

    // The local provider's "Simular pagamento" confirms it through the webhook path; the page sees the order paid.
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/success/${orderId}`, { timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Compra concluída com sucesso!' }).isVisible())
      .toBe(true);
    expect(await page.getByText(`Pedido: ${orderId}`, { exact: true }).isVisible()).toBe(true);
    const issued = page.getByRole('region', { name: 'Seus ingressos' }).getByRole('listitem');
    expect(await issued.count()).toBe(2);
    for (const attendee of attendees) {
      const ticket = issued.filter({ hasText: attendee.name });
      expect(await ticket.textContent()).toMatch(/Código: \S+/);
      expect(await ticket.getByRole('link', { name: /Baixar PDF/ }).getAttribute('href')).toMatch(
        new RegExp(`^${server.url}/api/tickets/[\\w-]+/pdf\\?access=\\d+\\.[\\w-]{22}$`),
      );
    }
    const afterPaying = await readStorage(page);
    expect(afterPaying.local.draft).toBeNull();
    expect(afterPaying.session.pedidoId).toBeNull();
    await page.screenshot({ path: path.join(shots, `${database}-3-success.png`), fullPage: true });

    // My orders: the order, paid.
    await page.getByRole('banner').getByRole('link', { name: 'Meus pedidos' }).first().click();
    await page.waitForURL((url) => url.pathname === '/meus-pedidos');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `#${orderId.slice(-6)}` }) });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Pago');
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(EVENT_TITLE);
    expect(cells[2]).toBe('2');
    expect(cells[3]).toMatch(/^R\$\s120,00$/);
    await page.screenshot({ path: path.join(shots, `${database}-4-my-orders.png`), fullPage: true });
    await context.close();
  });

  it('sends steps 2 to 4 back to step 1 without a draft, and step 4 to the summary without an order', async () => {
    const page = await browser.newPage();
    const { eventId } = event;
    for (const step of ['users', 'summary', 'payment']) {
      await page.goto(`${server.url}/checkout/${eventId}/${step}`);
      await page.waitForURL((url) => url.pathname === `/checkout/${eventId}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Ingressos', exact: true }).isVisible())
        .toBe(true);
    }

    // With a draft but no order created yet, the payment step sends the buyer to the summary.
    await page.getByRole('button', { name: `Adicionar um ingresso ${LOT}` }).click();
    await page.getByRole('button', { name: 'COMPRAR' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.goto(`${server.url}/checkout/${eventId}/payment`);
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verifique seus ingressos' }).isVisible())
      .toBe(true);
    await page.close();
  });

  it("shows 'Pedido não encontrado.' for another user's order at /meus-pedidos/{id}", async () => {
    const [owner, intruder] = await Promise.all([
      newAccount(server.url, 'Dona do Pedido'),
      newAccount(server.url, 'Curiosa'),
    ]);
    const orderId = await buy(server.url, owner, event, 1);
    expect(orderId).toBeDefined();

    const context = await browser.newContext();
    const page = await context.newPage();
    await logInThroughScreen(
      page,
      server.url,
      { email: intruder.email, password: ACCOUNT_PASSWORD },
      `/meus-pedidos/${orderId}`,
    );
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('Pedido não encontrado.');
    expect(await page.getByText(`#${orderId!.slice(-6)}`).count()).toBe(0);
    await page.screenshot({
      path: path.join(shots, `${database}-5-someone-elses-order.png`),
      fullPage: true,
    });
    await context.close();

    // The owner, on the same address, sees it.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await logInThroughScreen(
      ownerPage,
      server.url,
      { email: owner.email, password: ACCOUNT_PASSWORD },
      `/meus-pedidos/${orderId}`,
    );
    await expect
      .poll(() => ownerPage.getByText('Aguardando aprovação').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await ownerPage.getByText('Pedido não encontrado.').count()).toBe(0);
    await ownerContext.close();
  });
});
