import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  ACCOUNT_PASSWORD,
  launchBrowserWithCamera,
  logInThroughScreen,
  paidPurchase,
  readQr,
  videoOfImage,
  videoOfPdfPage,
} from './support/checkout-helpers';
import { doorVerdict, openDoorAsOrganizer } from './support/door';
import { newAccount, newEvent, type Account, type SaleEvent } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue 5: after a paid purchase the buyer sees the rotating QR; the organizer opens /scanner with Chromium's fake
 * camera playing a video made from that QR and sees the result; scanning again shows it was already used. The
 * printed PDF's static QR checks in at the door too.
 */

const ATTENDEES = ['Ana Beatriz Souza', 'Carlos Eduardo Lima'];
/** Camera start, decoding and the server's answer: well under a second here, generous for a loaded machine. */
const SCAN_TIMEOUT = 30_000;

/** Opens the door app (/scanner) as the event's organizer, on a phone-sized page. */
async function openScanner(page: Page, baseUrl: string, organizer: Account): Promise<void> {
  await openDoorAsOrganizer(
    page,
    baseUrl,
    { email: organizer.email, password: ACCOUNT_PASSWORD },
    'Show da Porta Giratória',
  );
}

describe.each(journeyDatabase('pglite'))('tickets and door check-in in Chromium (%s)', (database) => {
  let server: RunningServer;
  let buyerBrowser: Browser;
  let organizer: Account;
  let buyer: Account;
  let event: SaleEvent;
  let orderId: string;
  let tickets: Array<{ code: string; attendeeName: string }>;
  let work: string;
  let shots: string;

  beforeAll(async () => {
    [server, buyerBrowser, work, shots] = await Promise.all([
      startServer({ database }),
      launchBrowser(),
      mkdtemp(path.join(tmpdir(), 'bilheteria-door-')),
      screenshotDir(),
    ]);
    [organizer, buyer] = await Promise.all([
      newAccount(server.url, 'Organizadora Porta'),
      newAccount(server.url, 'Compradora Porta'),
    ]);
    event = await newEvent(server.url, organizer, {
      quantity: 10,
      price: 75,
      title: 'Show da Porta Giratória',
    });
    ({ orderId, tickets } = await paidPurchase(server.url, buyer, event, ATTENDEES));
    console.info(`[tickets ${database}] screenshots in ${shots}`);
  });

  afterAll(async () => {
    await buyerBrowser?.close();
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('shows the buyer the rotating QR, checks it in from a camera at /scanner, then says it was already used', async () => {
    const ticket = tickets.find((entry) => entry.attendeeName === ATTENDEES[0])!;
    const buyerPage = await buyerBrowser.newPage();
    await logInThroughScreen(
      buyerPage,
      server.url,
      { email: buyer.email, password: ACCOUNT_PASSWORD },
      '/meus-ingressos',
    );

    // My tickets: the order's card among the upcoming events, then its tickets.
    const upcoming = buyerPage.getByRole('region', { name: 'Próximos eventos' });
    await expect
      .poll(() => upcoming.getByText('Show da Porta Giratória').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await upcoming.getByRole('link', { name: 'Ver ingressos' }).click();
    await buyerPage.waitForURL((url) => url.pathname === `/meus-ingressos/${orderId}`);

    const qr = buyerPage.getByRole('img', { name: `QR code do ingresso ${ticket.code}` });
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const card = buyerPage.getByRole('listitem').filter({ has: qr });
    expect(await card.textContent()).toContain(ATTENDEES[0]);
    expect(await card.getByText(/^QR atualiza em \d+s$/).textContent()).toMatch(
      /^QR atualiza em ([1-9]|[1-5]\d|60)s$/,
    );
    const pdfLink = card.getByRole('link', { name: /Baixar PDF/ });
    // The code alone opens neither the PDF nor the QR: their addresses carry the signed access of the buyer's page.
    expect(await pdfLink.getAttribute('href')).toMatch(
      new RegExp(`^${server.url}/api/tickets/${ticket.code}/pdf\\?access=\\d+\\.[\\w-]{22}$`),
    );
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    await buyerPage.screenshot({ path: path.join(shots, `${database}-1-order-tickets.png`), fullPage: true });

    // The camera films what the phone shows: the QR image of this very moment (it rotates every 60 s and the
    // door accepts the current and the previous window, so the video is made right before scanning).
    const qrSrc = await qr.evaluate((image: HTMLImageElement) => image.src);
    expect(qrSrc).toMatch(
      new RegExp(`^${server.url}/api/tickets/${ticket.code}/qr-rotating\\?r=\\d+&access=\\d+\\.[\\w-]{22}$`),
    );
    expect((await fetch(qrSrc.replace(/&access=.*$/, ''))).status).toBe(401);
    const png = Buffer.from(await (await fetch(qrSrc)).arrayBuffer());
    // Issue #17: `code.eventTag.step.signature`, signed with Ed25519 (a door device verifies it, cannot mint one).
    expect(readQr(png)?.text).toMatch(new RegExp(`^${ticket.code}\\.[\\w-]{22}\\.\\d+\\.[\\w-]{86}$`));
    const pngFile = path.join(work, 'rotating.png');
    await writeFile(pngFile, png);
    const video = await videoOfImage(pngFile, work, 'rotating');

    const door = await launchBrowserWithCamera(video);
    try {
      const page = await door.newPage({ viewport: { width: 390, height: 844 } });
      const scans: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tickets/scan') {
          scans.push(request.url());
        }
      });
      await openScanner(page, server.url, organizer);

      // Full-screen green with the attendee's name and ticket type, checked in by the server (online).
      const admitted = await doorVerdict(page, 'ENTRADA LIBERADA', SCAN_TIMEOUT);
      expect(admitted).toContain(ATTENDEES[0]);
      expect(admitted).toContain('PISTA');
      expect(admitted).not.toContain('sem internet');
      await page.screenshot({ path: path.join(shots, `${database}-2-scanner-checked-in.png`) });

      // The QR stays in front of the camera: the scanner does not send it again by itself. The operator stops and
      // starts the camera (a new presentation of the same ticket), and the door answers that it was already used.
      const controls = page.getByRole('group', { name: 'Controles da câmera' });
      await expect
        .poll(() => page.locator('[data-slot="door-verdict"]').count(), { timeout: 10_000 })
        .toBe(0);
      await controls.getByRole('button', { name: 'Parar' }).click();
      await expect.poll(() => page.getByText('Câmera desligada.').isVisible()).toBe(true);
      expect(scans).toHaveLength(1);
      await controls.getByRole('button', { name: 'Iniciar' }).click();

      const refused = await doorVerdict(page, 'ENTRADA RECUSADA', SCAN_TIMEOUT);
      expect(refused).toContain('Ingresso já utilizado');
      expect(refused).toMatch(/Entrada registrada às \d{2}:\d{2}/);
      expect(scans).toHaveLength(2);
      await page.screenshot({ path: path.join(shots, `${database}-3-scanner-already-used.png`) });
    } finally {
      await door.close();
    }

    // Back on the buyer's phone, "Atualizar agora" shows the ticket as used; the other one is untouched.
    await card.getByRole('button', { name: 'Atualizar agora' }).click();
    await expect
      .poll(() => card.getByText('Ingresso utilizado', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await buyerPage.getByText('Ingresso utilizado', { exact: true }).count()).toBe(1);
    await buyerPage.close();
  });

  it('checks in the second ticket from its printed PDF (static QR) at /scanner', async () => {
    const ticket = tickets.find((entry) => entry.attendeeName === ATTENDEES[1])!;
    // The code alone is refused; the buyer's session opens it.
    expect((await fetch(`${server.url}/api/tickets/${ticket.code}/pdf`)).status).toBe(401);
    const response = await fetch(`${server.url}/api/tickets/${ticket.code}/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const pdf = path.join(work, 'ingresso.pdf');
    await writeFile(pdf, Buffer.from(await response.arrayBuffer()));
    const { video, text } = await videoOfPdfPage(pdf, work, 'printed');
    expect(text).toMatch(new RegExp(`^${ticket.code}\\.[\\w-]{22}\\.s\\.[\\w-]{86}$`));

    const door = await launchBrowserWithCamera(video);
    try {
      const page = await door.newPage({ viewport: { width: 390, height: 844 } });
      await openScanner(page, server.url, organizer);
      const admitted = await doorVerdict(page, 'ENTRADA LIBERADA', SCAN_TIMEOUT);
      expect(admitted).toContain(ATTENDEES[1]);
      await page.screenshot({ path: path.join(shots, `${database}-4-scanner-pdf.png`) });
    } finally {
      await door.close();
    }
  });
});
