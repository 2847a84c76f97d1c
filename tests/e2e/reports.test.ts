import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  api,
  brl,
  loginInBrowser,
  newPage,
  registerPerson,
  saoPauloDay,
  type Person,
} from './support/catalogue-helpers';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue 6: after two paid purchases the report shows the right totals; the downloaded CSV files' contents
 * match; the downloaded PNG is a valid image of the chart. The purchases are set up over the API (the
 * journey is about the report): orders, Pix with a valid CPF, and the local provider's confirmation.
 */

/** pngjs ships no types; this is the one function the journey uses. */
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const inteira = { name: 'PISTA — Lote 1 — Inteira', price: 80.5 };
const meia = { name: 'PISTA — Lote 1 — Meia', price: 40.25 };

interface Purchase {
  orderId: string;
  total: number;
  /** "name x quantity @ unitPrice", as the orders CSV writes each item. */
  items: string[];
}

/** Every cell of a CSV whose cells are all quoted; throws when a line holds anything else. */
function parseQuotedCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const cells = [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));
      // Nothing but quoted cells joined by commas.
      expect(cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).toBe(line);
      return cells;
    });
}

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** Clicks `button` and returns the file the page saved: its suggested name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

/** The figure of a summary card ("Total de pedidos pagos", "Ingressos vendidos", "Receita"). */
function total(page: Page, label: string): Promise<string | null> {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
}

/** The text of each cell of the body rows of the table inside the card headed `heading`. */
async function tableRows(page: Page, heading: string): Promise<string[][]> {
  const table = page.getByRole('region', { name: heading }).getByRole('table');
  const rows = await table.locator('tbody').getByRole('row').all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('th, td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()),
    ),
  );
}

describe.each(journeyDatabase('postgres'))('sales report journey in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;
  let organizer: Person;
  let eventId: string;
  const purchases: Purchase[] = [];

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ database }),
      launchBrowser(),
      screenshotDir(),
    ]);
    console.info(`screenshots: ${shots}`);
    organizer = await registerPerson(server, 'Organizador Relatorio');
    const created = await api<{ _id: string; ticketTypes: Array<{ _id: string; name: string }> }>(
      server,
      'POST',
      '/events',
      {
        token: organizer.token,
        body: {
          title: 'Forró do Relatório',
          status: 'published',
          eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          venue: 'Arena Castelão',
          city: 'Fortaleza',
          state: 'CE',
          ticketTypes: [inteira, meia].map((lot) => ({
            name: lot.name,
            price: lot.price,
            quantity: 100,
            lotNumber: 1,
            perCustomerLimit: 0,
          })),
        },
      },
    );
    eventId = created._id;
    const typeId = (name: string) => created.ticketTypes.find((type) => type.name === name)!._id;

    const buyer = await registerPerson(server, 'Compradora');
    /** An order of `lines` with its Pix; confirmed through the local provider when `pay` is set. */
    let documents = 0;
    const order = async (lines: Array<{ lot: typeof inteira; quantity: number }>, pay: boolean) => {
      const total = lines.reduce((sum, line) => sum + line.lot.price * line.quantity, 0);
      const { _id: orderId } = await api<{ _id: string }>(server, 'POST', '/orders', {
        token: buyer.token,
        body: {
          eventId,
          items: lines.map((line) => ({ ticketTypeId: typeId(line.lot.name), quantity: line.quantity })),
          attendees: lines.flatMap((line) =>
            Array.from({ length: line.quantity }, (_, index) => ({
              ticketTypeId: typeId(line.lot.name),
              name: `Participante ${index + 1}`,
              email: `participante${index + 1}@example.com`,
              // A half-price ticket names its beneficiary: one document per ticket and event (issue #14).
              ...(line.lot === meia
                ? {
                    meiaEntrada: {
                      tipo: 'estudante',
                      documento: `CIE${String(++documents).padStart(6, '0')}`,
                    },
                  }
                : {}),
            })),
          ),
          subtotal: total,
          fee: 0,
          total,
          statusPagamento: 'pendente',
          metodoPagamento: 'pix',
        },
      });
      const pix = await api<{ paymentId: string }>(server, 'POST', '/pagamento/asaas/pix', {
        token: buyer.token,
        expected: 200,
        body: {
          pedidoId: orderId,
          totalPedido: total,
          nomeVaqueiro: 'Maria da Silva',
          email: buyer.email,
          cpfCnpj: generateCpf(),
          phone: '85988887777',
        },
      });
      if (pay) {
        const confirmed = await api<{ status: string }>(
          server,
          'POST',
          `/pagamento/local/${pix.paymentId}/confirm`,
          { token: buyer.token, expected: 200 },
        );
        expect(confirmed.status).toBe('paid');
        purchases.push({
          orderId,
          total,
          items: lines.map((line) => `${line.lot.name} x ${line.quantity} @ ${line.lot.price.toFixed(2)}`),
        });
      }
    };
    await order([{ lot: inteira, quantity: 2 }], true);
    await order(
      [
        { lot: inteira, quantity: 1 },
        { lot: meia, quantity: 1 },
      ],
      true,
    );
    // Reserved but never paid: in the lots' inventory ("oficial"), in no sales figure.
    await order([{ lot: meia, quantity: 1 }], false);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the totals of the two paid orders, and exports CSV files and a PNG of the chart that match', async () => {
    const page = await newPage(browser);
    const today = saoPauloDay();
    const from30 = saoPauloDay(-30);
    await loginInBrowser(page, server, organizer, `/organizer/reports/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'Forró do Relatório' }).waitFor({ timeout: 30_000 });

    // After the load, the default range (30 days before today to today) is written into the address.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: 30_000 })
      .toEqual({ from: from30, to: today });
    await page.getByText('Total de pedidos pagos').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Fortaleza').first().isVisible()).toBe(true);

    const revenue = purchases.reduce((sum, purchase) => sum + purchase.total, 0);
    expect(revenue).toBe(281.75);
    expect(await total(page, 'Total de pedidos pagos')).toBe('2');
    expect(await total(page, 'Ingressos vendidos')).toBe('4');
    expect(await total(page, 'Receita')).toBe(brl(revenue));
    expect(brl(revenue)).toBe('R$ 281,75');

    // Lote, Meia-entrada, Preço, Planejado, Vendidos (oficial), Vendidos (pagos), Receita, Restam.
    expect(await tableRows(page, 'Vendas por lote')).toEqual([
      [inteira.name, '—', 'R$ 80,50', '100', '3', '3', 'R$ 241,50', '97'],
      [meia.name, 'Sim', 'R$ 40,25', '100', '2', '1', 'R$ 40,25', '98'],
    ]);
    // The "Meia-entrada" card: 100 offered, 2 taken (pending and paid), 2 of the 5 tickets taken.
    expect(await page.locator('[data-slot="report-meia-entrada"]').textContent()).toContain(
      '100 no total · 2 vendidas · 98 restantes',
    );
    await page.getByRole('heading', { name: 'Pedidos (2)' }).waitFor();
    const orderRows = await tableRows(page, 'Pedidos (2)');
    expect(orderRows.map((row) => row[0]).sort()).toEqual(
      purchases.map((purchase) => `#${purchase.orderId.slice(-6)}`).sort(),
    );
    expect(orderRows.map((row) => row[2]).sort()).toEqual(['R$ 120,75', 'R$ 161,00']);
    // The charts load lazily: the image is taken once the chart is drawn.
    await page.getByRole('heading', { name: 'Vendas por dia' }).waitFor();
    await expect.poll(() => page.getByText('Carregando gráfico...').count(), { timeout: 30_000 }).toBe(0);
    await page.screenshot({ path: path.join(shots, `${database}-report.png`), fullPage: true });

    // Orders CSV: spec §9 name, header, every cell quoted, ISO createdAt, totals and items.
    const ordersCsv = await download(page, page.getByRole('button', { name: 'Exportar CSV de Pedidos' }));
    expect(ordersCsv.name).toBe(`orders-${eventId}-${from30}_to_${today}.csv`);
    // A UTF-8 byte-order mark first, for Excel in Brazil; then the spec's text.
    expect([...ordersCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const orders = parseQuotedCsv(ordersCsv.bytes.toString('utf8').replace(/^\uFEFF/, ''));
    // The spec's four columns first, then what a coupon took off (issue #18) and the seats (issue #29).
    expect(orders[0]).toEqual(['orderId', 'createdAt', 'total', 'items', 'discount', 'coupon', 'Assento']);
    expect(
      ordersCsv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('"orderId","createdAt","total","items","discount","coupon","Assento"');
    expect(orders).toHaveLength(1 + purchases.length);
    const serverOrders = await api<Array<{ id: string; createdAt: string }>>(
      server,
      'GET',
      `/reports/events/${eventId}/orders?from=${from30}&to=${today}`,
      { token: organizer.token },
    );
    for (const purchase of purchases) {
      const row = orders.find((cells) => cells[0] === purchase.orderId);
      expect(row, purchase.orderId).toBeDefined();
      const [, createdAt, orderTotal, items] = row!;
      expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(createdAt!).getTime()).toBe(
        new Date(serverOrders.find((order) => order.id === purchase.orderId)!.createdAt).getTime(),
      );
      expect(Math.abs(Date.now() - new Date(createdAt!).getTime())).toBeLessThan(10 * 60_000);
      expect(orderTotal).toBe(purchase.total.toFixed(2));
      expect(items!.split('|').sort()).toEqual([...purchase.items].sort());
    }

    // Daily CSV: every day of the range, today's sales, zero elsewhere.
    const dailyCsv = await download(page, page.getByRole('button', { name: 'CSV Diário' }));
    expect(dailyCsv.name).toBe(`daily-${eventId}-${from30}_to_${today}.csv`);
    expect([...dailyCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const daily = parseQuotedCsv(dailyCsv.bytes.toString('utf8').replace(/^\uFEFF/, ''));
    expect(daily[0]).toEqual(['day', 'tickets', 'revenue']);
    const days = daysBetween(from30, today);
    expect(days).toHaveLength(31);
    expect(daily.slice(1)).toEqual(
      days.map((day) => (day === today ? [day, '4', revenue.toFixed(2)] : [day, '0', '0.00'])),
    );

    // PNG of the daily chart: named for it, a real image, and not blank.
    const png = await download(page, page.getByRole('button', { name: 'Baixar PNG' }));
    expect(png.name).toBe(`daily-${eventId}-${from30}_to_${today}.png`);
    expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const image = PNG.sync.read(png.bytes);
    expect(image.width).toBeGreaterThanOrEqual(400);
    expect(image.width).toBeLessThanOrEqual(4000);
    expect(image.height).toBeGreaterThanOrEqual(200);
    expect(image.height).toBeLessThanOrEqual(4000);
    const colors = new Map<number, number>();
    for (let at = 0; at < image.data.length; at += 4) {
      const color = image.data.readUInt32BE(at);
      colors.set(color, (colors.get(color) ?? 0) + 1);
    }
    expect(colors.size).toBeGreaterThanOrEqual(3);
    // The background is not the whole picture: axes, labels and the lines take at least 1% of it.
    const background = Math.max(...colors.values());
    expect(background / (image.width * image.height)).toBeLessThan(0.99);
    await writeFile(path.join(shots, `${database}-${png.name}`), png.bytes);

    // "Últimos 7" moves the range (and the address) to the last 7 days; the sales are still today's.
    await page.getByRole('button', { name: 'Últimos 7' }).click();
    const from7 = saoPauloDay(-7);
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: 30_000 })
      .toEqual({ from: from7, to: today });
    await page.getByRole('heading', { name: 'Pedidos (2)' }).waitFor({ timeout: 30_000 });
    expect(await total(page, 'Receita')).toBe('R$ 281,75');
    const lastWeek = await download(page, page.getByRole('button', { name: 'CSV Diário' }));
    expect(lastWeek.name).toBe(`daily-${eventId}-${from7}_to_${today}.csv`);
    expect(
      parseQuotedCsv(lastWeek.bytes.toString('utf8').replace(/^\uFEFF/, '')).map((row) => row[0]),
    ).toEqual(['day', ...daysBetween(from7, today)]);

    // On a phone, opening the charts' data tables never widens the page: the tables scroll inside their own box
    // (issue #13 point 16: the page grew to 459 px wide).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const summary of await page.getByText('Ver dados do gráfico').all()) await summary.click();
    await page.getByLabel('Vendas por dia (dados)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
