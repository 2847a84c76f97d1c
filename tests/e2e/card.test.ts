import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logInThroughScreen } from './support/checkout-helpers';
import { buy, call, newAccount, newEvent, type Account, type SaleEvent } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #27 in Chromium at 390 px with the local provider (the Asaas sandbox's test cards): "em até 12x" on the
 * event page; a buyer pays 3x by card and lands on the success page, the order "Cartão de crédito · 3x de
 * R$ 50,00" in My orders; a refused card, then Pix, on the same order; a card in analysis approved by "Simular
 * aprovação".
 */

const PHONE = { width: 390, height: 844 };

describe('card payment in Chromium (pglite)', () => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;
  let event: SaleEvent;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([startServer({}), launchBrowser(), screenshotDir()]);
    const organizer = await newAccount(server.url, 'Organizadora');
    event = await newEvent(server.url, organizer, { quantity: 20, price: 150, title: 'Show no Cartão' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A signed-in buyer on step 4 of a pending order of one ticket, as the checkout leaves it. */
  async function atPayment(name: string): Promise<{ page: Page; buyer: Account; orderId: string }> {
    const buyer = await newAccount(server.url, name);
    const orderId = (await buy(server.url, buyer, event, 1))!;
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const payment = `/checkout/${event.eventId}/payment`;
    await logInThroughScreen(page, server.url, { email: buyer.email, password: ACCOUNT_PASSWORD }, '/');
    await page.evaluate(
      ({ event, orderId, email, name }) => {
        localStorage.setItem(
          'checkout-draft',
          JSON.stringify({
            eventId: event.eventId,
            eventTitle: 'Show no Cartão',
            eventPoster: null,
            items: [{ ticketTypeId: event.ticketTypeId, quantity: 1, name: 'PISTA — Lote 1', price: 150 }],
            coupon: '',
            attendees: [{ idx: 0, ticketTypeId: event.ticketTypeId, lotName: 'PISTA — Lote 1', name, email }],
            buyer: { name, email, cpf: '52998224725', whatsapp: '85988887777' },
          }),
        );
        sessionStorage.setItem('pedidoId', orderId);
      },
      { event, orderId, email: buyer.email, name },
    );
    await page.goto(`${server.url}${payment}`);
    await page.getByRole('tab', { name: 'Cartão' }).click();
    return { page, buyer, orderId };
  }

  async function fillCard(page: Page, numero: string) {
    const form = page.getByRole('form', { name: 'Cartão de crédito' });
    await form.getByLabel('Nome impresso no cartão').fill('MARIA DA SILVA');
    await form.getByLabel('Número do cartão').fill(numero);
    await form.getByLabel('Validade (MM/AA)').fill('1235');
    await form.getByLabel('Código de segurança (CVV)').fill('123');
    await form.getByLabel('CPF/CNPJ do titular').fill('52998224725');
    await form.getByLabel('Celular do titular').fill('85988887777');
    await form.getByLabel('CEP da fatura').fill('60160230');
    await form.getByLabel('Número do endereço').fill('120');
    return form;
  }

  it('shows "em até 12x" on the event page, then pays 3x by card at 390 px', async () => {
    const eventPage = await (await browser.newContext({ viewport: PHONE })).newPage();
    await eventPage.goto(`${server.url}/event/${event.eventId}`);
    await expect.poll(() => eventPage.getByText(/No cartão em até 12x de R\$\s14,18/).isVisible()).toBe(true);

    const { page, orderId } = await atPayment('Maria Cartao');
    const form = await fillCard(page, '4242 4242 4242 4242');
    expect(await form.getByLabel('Número do cartão').inputValue()).toBe('4242 4242 4242 4242');
    await form.getByRole('radio', { name: /3x de R\$\s50,00 sem juros/ }).check();
    await page.screenshot({ path: `${shots}/card-filled-390.png`, fullPage: true });
    await form.getByRole('button', { name: 'Pagar com cartão' }).click();
    await page.waitForURL((url) => url.pathname === `/success/${orderId}`);

    await page.goto(`${server.url}/meus-pedidos`);
    await expect
      // At 390 px the orders are cards (the table is for wider screens).
      .poll(() =>
        page.locator('[data-slot="order-card"]').getByText('Cartão de crédito · 3x de R$ 50,00').isVisible(),
      )
      .toBe(true);
  });

  it('a refused card, then Pix on the same order', async () => {
    const { page, buyer, orderId } = await atPayment('Joao Recusado');
    const form = await fillCard(page, '5184 0197 4037 3151');
    await form.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Pagamento não autorizado' }).isVisible())
      .toBe(true);
    // The number and the CVV were forgotten.
    expect(await form.getByLabel('Número do cartão').inputValue()).toBe('');
    await page.screenshot({ path: `${shots}/card-refused-390.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Pix' }).click();
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/success/${orderId}`);
    const order = await call(server.url, 'GET', `/orders/${orderId}`, { token: buyer.token });
    expect(order.body).toMatchObject({ status: 'paid', payment: { method: 'pix', label: 'Pix' } });
  });

  it('a card in analysis, approved by "Simular aprovação"', async () => {
    const { page, orderId } = await atPayment('Ana Analise');
    const form = await fillCard(page, '4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Pagamento em análise' }).isVisible())
      .toBe(true);
    await page.screenshot({ path: `${shots}/card-analysis-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Simular aprovação' }).click();
    await page.waitForURL((url) => url.pathname === `/success/${orderId}`, { timeout: 15_000 });
  });
});
