import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  payByPixOnScreen,
  ACCOUNT_PASSWORD,
  launchBrowserWithCamera,
  logInThroughScreen,
  videoOfImage,
} from './support/checkout-helpers';
import { call, newAccount, scanTicket, type Account } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #29 in Chromium with the local provider: the organizer draws a small map for the category "Plateia" on
 * the editor screen (/organizer/lugares/{id}) and saves it; a buyer at 390 px with a touch screen taps two seats
 * on the map and picks a third by keyboard in the accessible list, pays by Pix, and My tickets shows each seat as
 * "Setor B · Fileira A · Assento N"; the door's online scan answers the seat too. At 1280 px another buyer clicks
 * a seat on the desktop layout, a reload of step 1 keeps it, steps 2 and 3 show it, and once paid the door staff's
 * page (paired as the door journeys pair it) films the ticket's QR and shows the seat in its verdict. The event
 * itself is created through the API (its form is covered by the other journeys).
 */

const PHONE = { width: 390, height: 844 };
const LOT = 'Plateia — Lote 1';
const seatWords = (row: string, seat: string) => `Setor B · Fileira ${row} · Assento ${seat}`;

interface MapSeat {
  id: string;
  label: string;
  x: number;
  y: number;
}

describe('reserved seating in Chromium (pglite)', () => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;
  let organizer: Account;
  let buyer: Account;
  let eventId: string;
  let work: string;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'bilheteria-seats-'));
    [server, browser, shots] = await Promise.all([startServer({}), launchBrowser(), screenshotDir()]);
    [organizer, buyer] = await Promise.all([
      newAccount(server.url, 'Organizadora Teatro'),
      newAccount(server.url, 'Compradora Lugares'),
    ]);
    const created = await call<{ _id: string }>(server.url, 'POST', '/events', {
      token: organizer.token,
      body: {
        title: 'Teatro de Lugares Marcados',
        status: 'published',
        meiaEntradaLei: false,
        eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        venue: 'Teatro José de Alencar',
        city: 'Fortaleza',
        state: 'CE',
        ticketTypes: [{ name: LOT, price: 50, quantity: 100, lotNumber: 1, perCustomerLimit: 0 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    eventId = created.body._id;
  });

  afterAll(async () => {
    await Promise.all(browsers.map((other) => other.close()));
    await browser?.close();
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** The map's seats of row `row` as GET /events/{id}/seats answers them. */
  async function seatsOfRow(row: string): Promise<MapSeat[]> {
    const map = await call<{ sections: Array<{ rows: Array<{ label: string; seats: MapSeat[] }> }> }>(
      server.url,
      'GET',
      `/events/${eventId}/seats`,
    );
    expect(map.status).toBe(200);
    return map.body.sections[0]!.rows.find((candidate) => candidate.label === row)!.seats;
  }

  /** Where the seat at map point (x, y) is on screen, through the picker's SVG's own coordinate transform. */
  async function seatOnScreen(page: Page, seat: MapSeat) {
    return page.locator('svg[data-slot="seat-map"]').evaluate(
      (element, { x, y }) => {
        const at = new DOMPoint(x, y).matrixTransform((element as SVGSVGElement).getScreenCTM()!);
        return { x: at.x, y: at.y };
      },
      { x: seat.x, y: seat.y },
    );
  }

  /** Taps the seat at map point (x, y) on the picker's SVG, through its own coordinate transform. */
  async function tapSeat(page: Page, seat: MapSeat) {
    const svg = page.locator('svg[data-slot="seat-map"]');
    const point = await svg.evaluate(
      (element, { x, y }) => {
        const svgElement = element as SVGSVGElement;
        const matrix = svgElement.getScreenCTM()!;
        const at = new DOMPoint(x, y).matrixTransform(matrix);
        return { x: at.x, y: at.y };
      },
      { x: seat.x, y: seat.y },
    );
    await page.touchscreen.tap(point.x, point.y);
  }

  it('the organizer saves a map; a buyer picks seats by touch and keyboard, pays, and sees them; the door too', async () => {
    // The organizer draws section B, rows A–B, seats 1–4 of "Plateia" and saves it.
    const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logInThroughScreen(
      editor,
      server.url,
      { email: organizer.email, password: ACCOUNT_PASSWORD },
      `/organizer/lugares/${eventId}?categoria=Plateia`,
    );
    const generator = editor.getByRole('heading', { name: 'Gerar fileiras' }).locator('..');
    await generator.getByLabel('Setor', { exact: true }).fill('B');
    expect(await generator.getByLabel('Categoria', { exact: true }).inputValue()).toBe('Plateia');
    await generator.getByLabel('Fileiras', { exact: true }).fill('A–B');
    await generator.getByLabel('Assentos por fileira', { exact: true }).fill('1–4');
    await generator.getByRole('button', { name: 'Adicionar setor' }).click();
    await expect
      .poll(() => editor.locator('[data-slot="seat-map-summary"]').textContent())
      .toBe('8 assento(s) no mapa, 8 à venda.');
    await editor.getByRole('button', { name: 'Salvar mapa' }).click();
    await expect
      .poll(() => editor.getByText('Mapa salvo.', { exact: false }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await editor.close();
    const event = await call<{ seatedCategories: string[] }>(server.url, 'GET', `/events/${eventId}`);
    expect(event.body.seatedCategories).toEqual(['Plateia']);
    const rowA = await seatsOfRow('A');

    // The buyer, on a phone: two seats tapped on the map, the third from the list by keyboard.
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await logInThroughScreen(
      page,
      server.url,
      { email: buyer.email, password: ACCOUNT_PASSWORD },
      `/checkout/${eventId}`,
    );
    const picks = page.getByRole('list', { name: 'Lugares escolhidos' });
    await page.locator('svg[data-slot="seat-map"]').scrollIntoViewIfNeeded();
    await tapSeat(page, rowA[1]!);
    await expect.poll(() => picks.getByText(seatWords('A', '2')).isVisible(), { timeout: 30_000 }).toBe(true);
    await tapSeat(page, rowA[2]!);
    await expect.poll(() => picks.getByText(seatWords('A', '3')).isVisible()).toBe(true);

    const list = page.locator('[data-slot="seat-list"]');
    await list.getByText('Escolher pela lista (teclado e leitor de tela)').focus();
    await page.keyboard.press('Enter');
    // The select's name is its label and its chosen row ("Fileira A").
    const rowSelect = list.getByRole('combobox', { name: /^Fileira/ });
    await rowSelect.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => rowSelect.inputValue()).toBe('B');
    const seatB4 = list.getByRole('button', { name: 'Fileira B, assento 4, disponível' });
    await seatB4.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => list.getByRole('button', { name: 'Fileira B, assento 4, disponível, escolhido' }).count())
      .toBe(1);
    expect(await picks.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(seatWords('A', '2')),
      expect.stringContaining(seatWords('A', '3')),
      expect.stringContaining(seatWords('B', '4')),
    ]);
    await page.screenshot({ path: `${shots}/seats-picked-390.png`, fullPage: true });

    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    await expect.poll(() => cart.textContent()).toMatch(/3 ingressos.*R\$\s150,00/);
    await cart.getByRole('button', { name: 'COMPRAR' }).click();

    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/users`);
    for (const [index, name] of ['Ana Assento', 'Bia Assento', 'Caio Assento'].entries()) {
      const card = page.getByRole('group', { name: new RegExp(`^Ingresso ${index + 1} `) });
      await card.getByLabel('Nome completo').fill(name);
      await card.getByLabel('E-mail').fill(`pessoa${index + 1}@example.com`);
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);
    const orderId = await payByPixOnScreen(page, { name: 'Compradora Lugares', email: buyer.email });

    // My tickets: each ticket with its seat.
    await page.goto(`${server.url}/meus-ingressos/${orderId}`);
    const seatLines = page.locator('[data-slot="ticket-seat"]');
    await expect.poll(() => seatLines.count(), { timeout: 30_000 }).toBe(3);
    expect((await seatLines.allTextContents()).sort()).toEqual(
      [seatWords('A', '2'), seatWords('A', '3'), seatWords('B', '4')].sort(),
    );
    await page.screenshot({ path: `${shots}/seats-my-tickets-390.png`, fullPage: true });
    await context.close();

    // The door, online: the scan answers the ticket's seat.
    const tickets = await call<{ tickets: Array<{ code: string; seat: string | null }> }>(
      server.url,
      'GET',
      `/orders/${orderId}/tickets`,
      { token: buyer.token },
    );
    const first = tickets.body.tickets[0]!;
    const scanned = await scanTicket(server.url, organizer, first.code);
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect((scanned.body as { ticket: { seat: string } }).ticket.seat).toBe(first.seat);
    expect(first.seat).toMatch(/^Setor B · Fileira [AB] · Assento [234]$/);
  });

  it('at 1280 px: a click picks a seat, a reload keeps it, steps 2–3 show it; the door page shows it after a scan', async () => {
    const rowB = await seatsOfRow('B');
    const seat = rowB[0]!; // B1: still free after the phone's purchase
    const words = seatWords('B', '1');
    const desktopBuyer = await newAccount(server.url, 'Comprador Desktop');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logInThroughScreen(
      page,
      server.url,
      { email: desktopBuyer.email, password: ACCOUNT_PASSWORD },
      `/checkout/${eventId}`,
    );
    const picks = page.getByRole('list', { name: 'Lugares escolhidos' });
    await page.locator('svg[data-slot="seat-map"]').scrollIntoViewIfNeeded();
    // The seats the phone bought are drawn sold: the list says so.
    const at = await seatOnScreen(page, seat);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => picks.getByText(words).isVisible(), { timeout: 30_000 }).toBe(true);
    // The desktop layout: the cart beside the map, not below it.
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    const [mapBox, cartBox] = await Promise.all([
      page.locator('svg[data-slot="seat-map"]').boundingBox(),
      cart.boundingBox(),
    ]);
    expect(cartBox!.x).toBeGreaterThan(mapBox!.x + mapBox!.width - 1);
    await page.screenshot({ path: `${shots}/seats-picked-1280.png`, fullPage: true });

    // A reload of step 1 keeps the seat (the draft in storage carries it) and the quantity.
    await page.reload();
    await expect.poll(() => picks.getByText(words).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => cart.textContent()).toMatch(/1 ingresso.*R\$\s50,00/);
    await cart.getByRole('button', { name: 'COMPRAR' }).click();

    // Step 2: the summary shows the item's seat.
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/users`);
    const summarySeats = page.getByRole('list', { name: 'Lugares' });
    expect(await summarySeats.textContent()).toBe(words);
    const card = page.getByRole('group', { name: /^Ingresso 1 / });
    await card.getByLabel('Nome completo').fill('Davi Assento');
    await card.getByLabel('E-mail').fill('davi@example.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // Step 3: the attendee with the seat.
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    const attendeeSeat = page.locator('[data-slot="attendee-seat"]');
    await expect.poll(() => attendeeSeat.textContent()).toBe(words);
    await page.screenshot({ path: `${shots}/seats-summary-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Ir para pagamento' }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);
    const orderId = await payByPixOnScreen(page, { name: 'Comprador Desktop', email: desktopBuyer.email });
    await context.close();

    // The door staff's page: a phone paired with the organizer's code films the ticket's rotating QR.
    const tickets = await call<{ tickets: Array<{ code: string; seat: string | null }> }>(
      server.url,
      'GET',
      `/orders/${orderId}/tickets`,
      { token: desktopBuyer.token },
    );
    const [ticket] = tickets.body.tickets;
    expect(ticket!.seat).toBe(words);
    const qr = await fetch(`${server.url}/api/tickets/${ticket!.code}/qr-rotating?r=1`, {
      headers: { authorization: `Bearer ${desktopBuyer.token}` },
    });
    expect(qr.status).toBe(200);
    const png = path.join(work, 'seat-qr.png');
    await writeFile(png, Buffer.from(await qr.arrayBuffer()));
    const camera = await launchBrowserWithCamera(await videoOfImage(png, work, 'seat-qr'));
    browsers.push(camera);
    const pairing = await call<{ code: string }>(
      server.url,
      'POST',
      `/events/${eventId}/door-devices/pairing`,
      {
        token: organizer.token,
      },
    );
    expect(pairing.status).toBe(201);
    const door = await camera.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    // Every verdict shown, as it appears (one goes away by itself after a few seconds).
    await door.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { doorVerdicts: string[] }).doorVerdicts = seen;
      new MutationObserver(() => {
        const verdict = document.querySelector('[data-slot="door-verdict"]');
        if (verdict?.textContent && !seen.includes(verdict.textContent)) seen.push(verdict.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const phone = await door.newPage();
    await phone.goto(`${server.url}/scanner?parear=${encodeURIComponent(pairing.body.code)}`);
    await phone.getByLabel('Nome deste aparelho').fill('Portão Plateia');
    await phone.getByRole('button', { name: 'Conectar aparelho' }).click();
    // The admission's verdict as last filled in (its text may come after the element).
    const admitted = () =>
      phone.evaluate(
        () =>
          (window as unknown as { doorVerdicts: string[] }).doorVerdicts
            .filter((text) => text.includes('ENTRADA LIBERADA'))
            .sort((a, b) => b.length - a.length)[0] ?? '',
      );
    await expect.poll(admitted, { timeout: 45_000 }).toContain(words);
    expect(await admitted()).toContain('Davi Assento');
    await phone.screenshot({ path: `${shots}/seats-door-verdict-390.png` });
  });
});
