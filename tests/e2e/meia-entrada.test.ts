import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  payByPixOnScreen,
  ACCOUNT_PASSWORD,
  launchBrowserWithCamera,
  logInThroughScreen,
  readQr,
  videoOfImage,
} from './support/checkout-helpers';
import { doorVerdict, openDoorAsOrganizer } from './support/door';
import { call, newAccount, type Account } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue #14, end to end in Chromium: on a seeded demo event (40% and more at half price) the buyer sees "Meias
 * disponíveis", buys one Inteira and one Meia, names the Meia's beneficiary (a student, "Número da CIE"), sees it
 * in the summary, pays the Pix; at the door the Meia's QR opens with "MEIA-ENTRADA" and the proof to ask for.
 */

const EVENT_TITLE = 'Noite do Forró Pé de Serra';
const INTEIRA = 'PISTA — Lote 1 — Inteira';
const MEIA = 'PISTA — Lote 1 — Meia';
const DEMO_ORGANIZER = { email: 'organizador@bilheteria.local', password: 'organizador123' };

describe.each(journeyDatabase('postgres'))(
  'meia-entrada: buy an Inteira and a Meia, then the door (%s)',
  (database) => {
    let server: RunningServer;
    let browser: Browser;
    let buyer: Account;
    let eventId: string;
    let work: string;
    let shots: string;

    beforeAll(async () => {
      [server, browser, work, shots] = await Promise.all([
        startServer({ database, seedDemo: true }),
        launchBrowser(),
        mkdtemp(path.join(tmpdir(), 'bilheteria-meia-')),
        screenshotDir(),
      ]);
      buyer = await newAccount(server.url, 'Compradora Meia');
      const found = await call<{ items: Array<{ _id: string; title: string }> }>(
        server.url,
        'GET',
        `/events?q=${encodeURIComponent(EVENT_TITLE)}`,
      );
      eventId = found.body.items.find((item) => item.title === EVENT_TITLE)!._id;
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('sells one Inteira and one Meia with its beneficiary, and the door asks for the CIE', async () => {
      const event = await call<{ meiaEntrada: { total: number; restantes: number } }>(
        server.url,
        'GET',
        `/events/${eventId}`,
      );
      const before = event.body.meiaEntrada.restantes;
      expect(before).toBeGreaterThan(0);

      const page = await browser.newPage();
      await page.goto(`${server.url}/event/${eventId}`);
      await expect
        .poll(() => page.getByText(`Meias disponíveis: ${before.toLocaleString('pt-BR')}`).isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      // Issue #30: before the sale, the documents that prove the right to half price.
      const documents = page.getByRole('region', { name: 'Documentos aceitos para a meia-entrada' });
      expect(await documents.getByText('Identidade Jovem (ID Jovem)').isVisible()).toBe(true);
      expect(
        await documents.getByText('cartão do BPC ou documento do INSS', { exact: false }).isVisible(),
      ).toBe(true);

      await logInThroughScreen(
        page,
        server.url,
        { email: buyer.email, password: ACCOUNT_PASSWORD },
        `/checkout/${eventId}`,
      );
      await expect
        .poll(() => page.getByText(/^Meias disponíveis: /).isVisible(), { timeout: 30_000 })
        .toBe(true);
      await page.getByRole('button', { name: `Adicionar um ingresso ${INTEIRA}` }).click();
      await page.getByRole('button', { name: `Adicionar um ingresso ${MEIA}` }).click();
      const cart = page.getByRole('complementary', { name: 'Carrinho' });
      await expect
        .poll(() => cart.textContent(), { timeout: 30_000 })
        .toMatch(/2 ingressos.*R\$\s90,00 \+ Taxas/);
      await cart.getByRole('button', { name: 'COMPRAR' }).click();

      // Step 2: only the Meia's card asks for the beneficiary; without it the form refuses.
      await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/users`);
      const inteira = page.getByRole('group', { name: new RegExp(`^Ingresso 1 ${INTEIRA}`) });
      const meia = page.getByRole('group', { name: new RegExp(`^Ingresso 2 ${MEIA}`) });
      await inteira.getByLabel('Nome completo').fill('Helena Inteira');
      await inteira.getByLabel('E-mail').fill('helena@example.com');
      await meia.getByLabel('Nome completo').fill('Davi Estudante');
      await meia.getByLabel('E-mail').fill('davi@example.com');
      expect(await inteira.getByLabel('Tipo de meia-entrada').count()).toBe(0);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).textContent(), { timeout: 30_000 })
        .toContain('Informe o tipo de meia-entrada e o número do documento');
      await meia.getByLabel('Tipo de meia-entrada').selectOption('estudante');
      await meia.getByLabel('Número da CIE').fill('cie 2025-0042');
      expect(await meia.getByText(/Carteira de Identificação Estudantil/).isVisible()).toBe(true);
      expect(
        await page
          .getByRole('region', { name: 'Documentos aceitos para a meia-entrada' })
          .getByText('Carteira de Identificação Estudantil (CIE)')
          .isVisible(),
      ).toBe(true);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: path.join(shots, `${database}-meia-1-attendees-${width}.png`),
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: 'Continuar' }).click();

      // Step 3: the summary names the beneficiary.
      await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
      await expect
        .poll(() => page.getByText('Meia-entrada: Estudante · Número da CIE cie 2025-0042').isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      await page.getByRole('button', { name: 'Ir para pagamento' }).click();
      await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);

      const orderId = await payByPixOnScreen(page, { name: 'Compradora Meia', email: buyer.email });

      // The order keeps the beneficiary, document normalized; the event counts one Meia fewer.
      const detail = await call<{ attendees: Array<{ name: string; meiaEntrada: unknown }> }>(
        server.url,
        'GET',
        `/orders/${orderId}`,
        { token: buyer.token },
      );
      expect(detail.body.attendees).toEqual([
        expect.objectContaining({ name: 'Helena Inteira', meiaEntrada: null }),
        expect.objectContaining({
          name: 'Davi Estudante',
          meiaEntrada: { tipo: 'estudante', documento: 'CIE20250042' },
        }),
      ]);
      const after = await call<{ meiaEntrada: { restantes: number } }>(
        server.url,
        'GET',
        `/events/${eventId}`,
      );
      expect(after.body.meiaEntrada.restantes).toBe(before - 1);
      // The ticket reminds its holder of the document (its PDF and e-mail too: apps/api meia-entrada.test.ts).
      await page.goto(`${server.url}/meus-ingressos/${orderId}`);
      await expect
        .poll(() => page.getByText('Leve o documento: Carteira de Identificação Estudantil (CIE)').count(), {
          timeout: 30_000,
        })
        .toBe(1);
      await page.screenshot({ path: path.join(shots, `${database}-meia-1b-tickets.png`), fullPage: true });
      await page.close();

      // The door: the Meia's rotating QR in front of the camera.
      const tickets = await call<{ tickets: Array<{ code: string; attendeeName: string }> }>(
        server.url,
        'GET',
        `/orders/${orderId}/tickets`,
        { token: buyer.token },
      );
      const ticket = tickets.body.tickets.find((entry) => entry.attendeeName === 'Davi Estudante')!;
      const png = Buffer.from(
        await (
          await fetch(`${server.url}/api/tickets/${ticket.code}/qr-rotating?r=1`, {
            headers: { authorization: `Bearer ${buyer.token}` },
          })
        ).arrayBuffer(),
      );
      expect(readQr(png)?.text).toContain(ticket.code);
      const pngFile = path.join(work, 'meia.png');
      await writeFile(pngFile, png);
      const door = await launchBrowserWithCamera(await videoOfImage(pngFile, work, 'meia'));
      try {
        const scanner = await door.newPage({ viewport: { width: 390, height: 844 } });
        await openDoorAsOrganizer(scanner, server.url, DEMO_ORGANIZER, EVENT_TITLE);
        // First and unmissable, on the full-screen green: "MEIA-ENTRADA", the proof to ask for and the document.
        const verdict = await doorVerdict(scanner, 'MEIA-ENTRADA');
        expect(verdict).toContain('ENTRADA LIBERADA');
        expect(verdict).toContain('Davi Estudante');
        expect(verdict).toContain('Exigir CIE válida e documento com foto');
        expect(verdict).toContain('Número da CIE: CIE20250042');
        await scanner.screenshot({ path: path.join(shots, `${database}-meia-2-door.png`) });
      } finally {
        await door.close();
      }
    });
  },
);
