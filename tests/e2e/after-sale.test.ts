import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logIn, logInThroughScreen, paidPurchase } from './support/checkout-helpers';
import { call, newAccount, newEvent, type Account, type SaleEvent } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issues 15 and 25 in Chromium: a paid order (order, local Pix and its "Simular pagamento" confirmation, as the
 * checkout leaves it), one ticket transferred from "Meus ingressos". The buyer then sees who has it and nothing
 * to enter with, and may no longer cancel the order; the new holder opens it only after confirming the e-mail
 * with the link sent to it; the ADMIN cancels the order, its refund is shown, and the holder is told.
 */

const ATTENDEES = ['Helena Martins', 'Otávio Ribeiro'];
const ADMIN = { email: 'admin@bilheteria.local', password: 'admin12345' };

describe.each(journeyDatabase('postgres'))('after the sale in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let buyer: Account;
  let event: SaleEvent;
  let orderId: string;
  let shots: string;
  let adminToken: string;

  /** The outbox's newest message of `kind` to `recipient` (the ADMIN's "Caixa de saída"), with its text. */
  async function mailTo(
    recipient: string,
    kind: string,
  ): Promise<{ subject: string; text: string } | undefined> {
    const list = await call<{ items: Array<{ _id: string; kind: string; recipient: string }> }>(
      server.url,
      'GET',
      '/admin/mail?limit=100',
      { token: adminToken },
    );
    const found = list.body.items.find((item) => item.kind === kind && item.recipient === recipient);
    if (!found) return undefined;
    return (
      await call<{ subject: string; text: string }>(server.url, 'GET', `/admin/mail/${found._id}`, {
        token: adminToken,
      })
    ).body;
  }

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
    adminToken = (await call<{ token: string }>(server.url, 'POST', '/auth/login', { body: ADMIN })).body
      .token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a ticket given away is its holder’s alone; the ADMIN cancels the order and the holder is told', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logInThroughScreen(
      page,
      server.url,
      { email: buyer.email, password: ACCOUNT_PASSWORD },
      `/meus-ingressos/${orderId}`,
    );

    const holder = `joana.prado.${database}@example.com`;
    const helena = page.getByRole('listitem').filter({ hasText: ATTENDEES[0]! });
    const helenaCode = (await helena.getByText(/^[A-Za-z0-9_-]{22}$/).innerText()).trim();
    await helena.getByRole('button', { name: 'Transferir ingresso' }).click();
    await helena.getByLabel('Nome de quem vai receber').fill('Joana Prado');
    await helena.getByLabel('E-mail de quem vai receber').fill(holder);
    await helena.getByRole('button', { name: 'Transferir', exact: true }).click();
    const given = page.getByText(/^Transferido para Joana P\. em \d{2}\/\d{2}$/);
    await expect.poll(() => given.isVisible(), { timeout: 15_000 }).toBe(true);
    // The buyer keeps no way in: no QR, no PDF, no link, no code (neither the new one nor the dead old one).
    const givenCard = page.getByRole('listitem').filter({ has: given });
    expect(await givenCard.getByRole('img').count()).toBe(0);
    expect(await givenCard.getByRole('link').count()).toBe(0);
    expect(await givenCard.innerText()).not.toContain(helenaCode);
    await page.screenshot({
      path: path.join(shots, `${database}-after-sale-1-transferred.png`),
      fullPage: true,
    });

    // Nor can the buyer refund a ticket that is someone else's now.
    await page.goto(`${server.url}/meus-pedidos/${orderId}`);
    const cancellation = page.getByRole('region', { name: 'Cancelamento' });
    await expect.poll(() => cancellation.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cancellation.innerText()).toContain(
      'Este pedido tem ingresso transferido e não pode ser cancelado.',
    );
    expect(await cancellation.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);
    await page.close();

    // The new holder registers with the address; the ticket stays shut until the e-mail's link comes back.
    const joana = { email: holder, password: ACCOUNT_PASSWORD };
    expect(
      (await call(server.url, 'POST', '/auth/register', { body: { name: 'Joana Prado', ...joana } })).status,
    ).toBe(201);
    const holderPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logInThroughScreen(holderPage, server.url, joana, '/meus-ingressos');
    const banner = holderPage.getByRole('region', { name: 'Confirme seu e-mail' });
    await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await holderPage.getByText('Recebido por transferência').count()).toBe(0);
    await holderPage.screenshot({
      path: path.join(shots, `${database}-after-sale-2-unconfirmed.png`),
      fullPage: true,
    });
    const link = /confirmar-email\?token=[A-Za-z0-9_-]+/.exec(
      (await mailTo(holder, 'email-verification'))?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await holderPage.goto(`${server.url}/${link}`);
    const confirmed = holderPage.getByText('E-mail confirmado!', { exact: false });
    await expect.poll(() => confirmed.isVisible(), { timeout: 15_000 }).toBe(true);
    await holderPage.getByRole('link', { name: 'Ver meus ingressos' }).click();
    const received = holderPage.getByText('Recebido por transferência');
    await expect.poll(() => received.isVisible(), { timeout: 15_000 }).toBe(true);
    await holderPage.close();

    // The ADMIN may cancel it: the order is refunded, and the holder hears that the ticket stopped.
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await adminPage.goto(`${server.url}/login?next=${encodeURIComponent(`/meus-pedidos/${orderId}`)}`);
    await logIn(adminPage, ADMIN);
    await adminPage.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Cancelar pedido?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    const refund = adminPage.getByRole('region', { name: 'Reembolso' });
    await expect.poll(() => refund.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await refund.innerText()).toContain('R$ 120,00');
    expect(await refund.innerText()).toContain('Pedido cancelado pela Bilheteria.');
    await adminPage.screenshot({
      path: path.join(shots, `${database}-after-sale-3-refund.png`),
      fullPage: true,
    });
    await adminPage.close();
    expect((await mailTo(holder, 'ticket-cancelled'))?.subject).toBe(
      'Ingresso cancelado: Samba do Reembolso',
    );
  });
});
