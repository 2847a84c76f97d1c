import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logInThroughScreen, paidPurchase } from './support/checkout-helpers';
import { call, newAccount, newEvent, type Account } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #31 in Chromium with the local provider and a 10 % platform commission: an organizer without a payout
 * account cannot publish a paid event; it fills "Recebimentos" on the screen (approved at once), publishes, a buyer
 * pays by Pix, and the "Extrato" shows the organizer's net (R$ 80,00 − 10 % = R$ 72,00).
 */

describe('the organizer gets paid, in Chromium (pglite)', () => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ env: { PLATFORM_COMMISSION_PERCENT: '10' } }),
      launchBrowser(),
      screenshotDir(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A new USER without a payout account (newAccount opens one). */
  async function organizerWithoutAccount(): Promise<Account> {
    const email = `organizadora-${Date.now()}@example.com`;
    const registered = await call<{ _id: string }>(server.url, 'POST', '/auth/register', {
      body: { name: 'Organizadora Recebe', email, password: ACCOUNT_PASSWORD },
    });
    expect(registered.status).toBe(201);
    const login = await call<{ token: string }>(server.url, 'POST', '/auth/login', {
      body: { email, password: ACCOUNT_PASSWORD },
    });
    return { id: registered.body._id, email, token: login.body.token };
  }

  it('fills Recebimentos, publishes a paid event, a buyer pays, the Extrato shows the net', async () => {
    const organizer = await organizerWithoutAccount();
    await expect(newEvent(server.url, organizer, { quantity: 10, price: 80 })).rejects.toThrow(
      /PAYOUT_ACCOUNT_REQUIRED/,
    );

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logInThroughScreen(
      page,
      server.url,
      { email: organizer.email, password: ACCOUNT_PASSWORD },
      '/organizer/recebimentos',
    );
    const form = page.locator('[data-slot="payout-account-form"]');
    await form.getByLabel('Nome completo', { exact: true }).fill('Organizadora Recebe');
    await form.getByLabel('E-mail', { exact: true }).fill(organizer.email);
    await form.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
    await form.getByLabel('Data de nascimento', { exact: true }).fill('1990-05-20');
    await form.getByLabel('Celular com DDD', { exact: true }).fill('(11) 98765-4321');
    await form.getByLabel('CEP', { exact: true }).fill('01310-100');
    await form.getByLabel('Número', { exact: true }).fill('1000');
    await form.getByLabel('Renda mensal (R$)', { exact: true }).fill('5.000,00');
    await form.getByRole('button', { name: 'Cadastrar conta de recebimento' }).click();
    await expect.poll(() => page.locator('[data-status="approved"]').textContent()).toBe('Aprovada');
    await page.screenshot({ path: `${shots}/recebimentos-aprovada.png`, fullPage: true });

    const event = await newEvent(server.url, organizer, { quantity: 10, price: 80, title: 'Show que Paga' });
    const buyer = await newAccount(server.url, 'Compradora Pix');
    await paidPurchase(server.url, buyer, event, ['Compradora Pix']);

    await page.goto(`${server.url}/organizer/extrato`);
    const net = page.locator('[data-figure="net"] dd').first();
    await expect.poll(() => net.textContent()).toBe('R$ 72,00');
    expect(await page.locator('[data-figure="gross"] dd').first().textContent()).toBe('R$ 80,00');
    expect(await page.locator('[data-figure="platformFee"] dd').first().textContent()).toBe('R$ 8,00');
    expect(await page.locator('[data-figure="credited"] dd').first().textContent()).toBe('R$ 72,00');
    expect(await page.getByRole('figure', { name: 'Do bruto ao líquido' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/extrato.png`, fullPage: true });
  });
});
