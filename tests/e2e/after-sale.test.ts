import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logInThroughScreen, paidPurchase } from './support/checkout-helpers';
import { newAccount, newEvent, type Account, type SaleEvent } from './support/marketplace';
import { databaseKinds, startServer, type RunningServer } from './support/server';

/*
 * Issue 15 in Chromium: a paid order (order, local Pix and its "Simular pagamento" confirmation, as the checkout
 * leaves it), one ticket transferred from "Meus ingressos", then the order cancelled from its detail page and
 * its refund shown there.
 */

const ATTENDEES = ['Helena Martins', 'Otávio Ribeiro'];

describe.each(databaseKinds())('after the sale in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let buyer: Account;
  let event: SaleEvent;
  let orderId: string;
  let shots: string;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ database }),
      launchBrowser(),
      screenshotDir(),
    ]);
    const organizer = await newAccount(server.url, 'Organizadora Pós-venda');
    buyer = await newAccount(server.url, 'Comprador Pós-venda');
    event = await newEvent(server.url, organizer, { quantity: 10, price: 60, title: 'Samba do Reembolso' });
    ({ orderId } = await paidPurchase(server.url, buyer, event, ATTENDEES));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('transfers one ticket, cancels the order and shows its refund', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logInThroughScreen(
      page,
      server.url,
      { email: buyer.email, password: ACCOUNT_PASSWORD },
      `/meus-ingressos/${orderId}`,
    );

    const helena = page.getByRole('listitem').filter({ hasText: ATTENDEES[0]! });
    await helena.getByRole('button', { name: 'Transferir ingresso' }).click();
    await helena.getByLabel('Nome de quem vai receber').fill('Joana Prado');
    await helena.getByLabel('E-mail de quem vai receber').fill('joana.prado@example.com');
    await helena.getByRole('button', { name: 'Transferir', exact: true }).click();
    const given = page.getByText('Transferido para Joana Prado (joana.prado@example.com)');
    await expect.poll(() => given.isVisible(), { timeout: 15_000 }).toBe(true);
    const givenCard = page.getByRole('listitem').filter({ has: given });
    expect(await givenCard.getByRole('img').count()).toBe(0);
    expect(await givenCard.getByRole('link', { name: /Baixar PDF/ }).count()).toBe(0);
    await page.screenshot({
      path: path.join(shots, `${database}-after-sale-1-transferred.png`),
      fullPage: true,
    });

    await page.goto(`${server.url}/meus-pedidos/${orderId}`);
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar pedido?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain('Você receberá R$ 120,00 de volta pelo Pix.');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();

    const refund = page.getByRole('region', { name: 'Reembolso' });
    await expect.poll(() => refund.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await refund.innerText()).toContain('R$ 120,00');
    expect(await refund.innerText()).toMatch(/Solicitado em/);
    expect(await page.getByText('Cancelado', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ver ingressos' }).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, `${database}-after-sale-2-refund.png`), fullPage: true });
    await page.close();
  });
});
