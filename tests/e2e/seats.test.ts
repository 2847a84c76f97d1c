import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD, logInThroughScreen } from './support/checkout-helpers';
import { call, newAccount, scanTicket, type Account } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #29 in Chromium with the local provider: the organizer draws a small map for the category "Plateia" on
 * the editor screen (/organizer/lugares/{id}) and saves it; a buyer at 390 px with a touch screen taps two seats
 * on the map and picks a third by keyboard in the accessible list, pays by Pix, and My tickets shows each seat as
 * "Setor B · Fileira A · Assento N"; the door's online scan answers the seat too. The event itself is created
 * through the API (its form is covered by the other journeys).
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

  beforeAll(async () => {
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
    await browser?.close();
    await server?.stop();
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
    const buyerForm = page.getByRole('form', { name: 'Dados do comprador' });
    await buyerForm.getByLabel('Nome completo').fill('Compradora Lugares');
    await buyerForm.getByLabel('E-mail').fill(buyer.email);
    await buyerForm.getByLabel('CPF/CNPJ').fill(generateCpf());
    await buyerForm.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('button', { name: 'Simular pagamento' }).click({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/success/'), { timeout: 30_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

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
});
