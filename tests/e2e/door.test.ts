import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  ACCOUNT_PASSWORD,
  launchBrowserWithCamera,
  logInThroughScreen,
  readQr,
  videoOfPdfPage,
} from './support/checkout-helpers';
import { call, newAccount, newEvent, paidOrder, type Account, type SaleEvent } from './support/marketplace';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue 17: the door keeps working without the network. Two phones are paired to the event with the organizer's
 * one-time codes (one typed, one from the QR's address); each then loses the network (context.setOffline) and
 * admits the same ticket through its camera, one from the rotating QR and one from the printed PDF. Back online,
 * each syncs by itself: the server keeps one admission and reports the other as a duplicate, with both devices.
 * A phone reloaded with no network opens the door app from its service worker and its IndexedDB. A ticket
 * transferred on the server is refused offline after the next sync; a revoked phone is refused and wiped.
 */

const run = promisify(execFile);
/** Camera start, decoding and the verdict: well under a second here, generous for a loaded machine. */
const SCAN_TIMEOUT = 45_000;
/** Seconds of blank frames before the QR: time to take the phone offline once the camera is on. */
const LEAD_IN_SECONDS = 12;
/**
 * Seconds the QR stays in front of the camera: long enough for a decoder starved by a loaded machine (4 s was
 * once missed whole under the full suite). Reading it again on the same phone is refused, not queued.
 */
const QR_SECONDS = 20;

/**
 * A video of `png` (centred on white) after LEAD_IN_SECONDS of white: Chromium's fake camera plays it in a loop,
 * so the QR shows up only after the test had time to cut the network.
 */
async function videoWithLeadIn(png: string, dir: string, name: string): Promise<string> {
  const video = path.resolve(dir, `${name}.y4m`);
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=white:s=640x480:r=10:d=${LEAD_IN_SECONDS}`,
    '-loop',
    '1',
    '-t',
    String(QR_SECONDS),
    '-r',
    '10',
    '-i',
    png,
    '-filter_complex',
    '[1:v]pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p,setsar=1[qr];[0:v]format=yuv420p,setsar=1[blank];[blank][qr]concat=n=2:v=1[out]',
    '-map',
    '[out]',
    '-r',
    '10',
    video,
  ]);
  return video;
}

/** The door app's status badge. */
const status = (page: Page) => page.getByRole('status', { name: 'Situação da conexão' });

/**
 * Every full-screen verdict the page has shown since it loaded, oldest first. A verdict goes away by itself after
 * a few seconds, and on a loaded machine a poll can miss it (the camera may read the QR while the test pairs the
 * other phone), so each phone records them as they appear: one entry per verdict element, kept up to date with
 * its text while it is on screen (its text may be filled in after the element itself).
 */
async function recordVerdicts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { doorVerdicts: string[] }).doorVerdicts = seen;
    let current: Element | null = null;
    const observer = new MutationObserver(() => {
      const verdict = document.querySelector('[data-slot="door-verdict"]');
      if (!verdict) {
        current = null;
        return;
      }
      if (verdict !== current) {
        current = verdict;
        seen.push('');
      }
      seen[seen.length - 1] = verdict.textContent ?? '';
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
  });
}

/** The verdicts `page` has shown since it loaded. */
const verdicts = (page: Page) =>
  page.evaluate(() => (window as unknown as { doorVerdicts: string[] }).doorVerdicts);

/** The first verdict `page` has shown since it loaded, or '' while there is none. */
async function verdictText(page: Page): Promise<string> {
  return (await verdicts(page)).find((text) => text !== '') ?? '';
}

/** Pairs the phone at /scanner?parear=<code> with `name`; the door app opens the event. */
async function pair(page: Page, baseUrl: string, code: string, name: string, typed: boolean): Promise<void> {
  if (typed) {
    await page.goto(`${baseUrl}/scanner`);
    await page.getByLabel('Código de pareamento').fill(code);
  } else {
    await page.goto(`${baseUrl}/scanner?parear=${encodeURIComponent(code)}`);
    expect(await page.getByLabel('Código de pareamento').inputValue()).toBe(code);
  }
  await page.getByLabel('Nome deste aparelho').fill(name);
  await page.getByRole('button', { name: 'Conectar aparelho' }).click();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain('Conectado');
  // The service worker has cached the app shell (the next reload works with no network).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

describe.each(journeyDatabase('pglite'))('the door works offline, in Chromium (%s)', (database) => {
  let server: RunningServer;
  let organizer: Account;
  let buyer: Account;
  let event: SaleEvent;
  let ticket: string;
  let transferred: string;
  let work: string;
  let shots: string;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    [server, work, shots] = await Promise.all([
      startServer({ database }),
      mkdtemp(path.join(tmpdir(), 'bilheteria-door-offline-')),
      screenshotDir(),
    ]);
    [organizer, buyer] = await Promise.all([
      newAccount(server.url, 'Organizadora Portaria'),
      newAccount(server.url, 'Comprador Portaria'),
    ]);
    event = await newEvent(server.url, organizer, { quantity: 10, title: 'Forró Sem Sinal' });
    [ticket] = (await paidOrder(server.url, buyer, event)).codes as [string];
    [transferred] = (await paidOrder(server.url, buyer, event)).codes as [string];
  }, 300_000);

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('pairs two phones, admits the same ticket on both offline, syncs one admission and one duplicate', async () => {
    // The organizer's door page: a one-time code as text and QR, valid 10 minutes.
    const organizerBrowser = await launchBrowser();
    browsers.push(organizerBrowser);
    const organizerPage = await organizerBrowser.newPage({ viewport: { width: 1280, height: 900 } });
    await logInThroughScreen(
      organizerPage,
      server.url,
      { email: organizer.email, password: ACCOUNT_PASSWORD },
      `/organizer/portaria/${event.eventId}`,
    );
    await organizerPage.getByRole('button', { name: 'Gerar código de pareamento' }).click();
    const codeText = organizerPage.locator('[data-slot="door-pairing-code-text"]');
    await expect.poll(() => codeText.isVisible(), { timeout: 15_000 }).toBe(true);
    const codeA = (await codeText.textContent())!.trim();
    expect(await organizerPage.getByRole('timer').textContent()).toMatch(
      /^Válido por (10:00|09:\d\d) · uso único$/,
    );
    const qrImage = organizerPage.getByRole('img', { name: `QR code do código de pareamento ${codeA}` });
    const qrPng = Buffer.from(
      (await qrImage.getAttribute('src'))!.replace(/^data:image\/png;base64,/, ''),
      'base64',
    );
    expect(readQr(qrPng)?.text).toMatch(new RegExp(`/scanner\\?parear=${codeA}$`));
    await organizerPage.screenshot({
      path: path.join(shots, `${database}-door-1-pairing.png`),
      fullPage: true,
    });
    // The second phone's code, from the API; its QR's address opens the door app with the code filled in.
    const second = await call<{ code: string }>(
      server.url,
      'POST',
      `/events/${event.eventId}/door-devices/pairing`,
      { token: organizer.token },
    );
    expect(second.status).toBe(201);
    const codeB = second.body.code;

    // Phone A films the buyer's rotating QR; phone B the printed PDF of the same ticket.
    const rotating = await fetch(`${server.url}/api/tickets/${ticket}/qr-rotating?r=1`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(rotating.status).toBe(200);
    const rotatingPng = path.join(work, 'rotating.png');
    await writeFile(rotatingPng, Buffer.from(await rotating.arrayBuffer()));
    const pdfAnswer = await fetch(`${server.url}/api/tickets/${ticket}/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const pdf = path.join(work, 'ingresso.pdf');
    await writeFile(pdf, Buffer.from(await pdfAnswer.arrayBuffer()));
    const printed = await videoOfPdfPage(pdf, work, 'printed-still');
    const [videoA, videoB] = await Promise.all([
      videoWithLeadIn(rotatingPng, work, 'rotating'),
      videoWithLeadIn(path.join(work, 'printed-still-qr.png'), work, 'printed'),
    ]);
    expect(printed.text.startsWith(ticket)).toBe(true);

    const [browserA, browserB] = await Promise.all([
      launchBrowserWithCamera(videoA),
      launchBrowserWithCamera(videoB),
    ]);
    browsers.push(browserA, browserB);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const contextA: BrowserContext = await browserA.newContext(phone);
    const contextB: BrowserContext = await browserB.newContext(phone);
    await Promise.all([recordVerdicts(contextA), recordVerdicts(contextB)]);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();

    for (const [page, context, code, name, typed] of [
      [pageA, contextA, codeA, 'Portão 1', true],
      [pageB, contextB, codeB, 'Portão 2', false],
    ] as const) {
      await pair(page, server.url, code, name, typed);
      await context.setOffline(true);
      await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain('Sem conexão');
      // The first thing this phone's camera reads, with no network, is the ticket: admitted here.
      let verdict = '';
      await expect
        .poll(async () => (verdict = await verdictText(page)), { timeout: SCAN_TIMEOUT })
        .toContain('ENTRADA LIBERADA');
      expect(verdict).toContain('Participante 1');
      expect(verdict).toContain('PISTA — Lote 1');
      expect(verdict).toContain('Validado neste aparelho, sem internet.');
      await expect.poll(() => status(page).textContent()).toContain('1 leitura a enviar');
      // Nothing to scroll on a 390-px phone.
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(
        true,
      );
    }
    await pageA.screenshot({ path: path.join(shots, `${database}-door-2-offline-admitted.png`) });

    // Reloaded with no network: the app shell comes from the service worker, the event and the queue from
    // IndexedDB; the same ticket in front of the camera again is refused by this phone.
    await pageA.reload();
    await expect.poll(() => status(pageA).textContent(), { timeout: 20_000 }).toContain('1 leitura a enviar');
    expect(await status(pageA).textContent()).toContain('Sem conexão');
    await expect.poll(() => verdictText(pageA), { timeout: SCAN_TIMEOUT }).toContain('Ingresso já utilizado');
    // Whose ticket it is, as the online refusal says.
    expect(await verdictText(pageA)).toContain('Participante 1');
    await pageA.screenshot({ path: path.join(shots, `${database}-door-3-reloaded-offline.png`) });

    // Back online, each phone syncs by itself (every ≤ 10 s): A first, then B.
    await contextA.setOffline(false);
    await expect.poll(() => status(pageA).textContent(), { timeout: 20_000 }).not.toContain('a enviar');
    expect(await status(pageA).textContent()).toContain('Conectado');
    await contextB.setOffline(false);
    await expect.poll(() => status(pageB).textContent(), { timeout: 20_000 }).not.toContain('a enviar');

    // A ticket transferred on the server (its old code cancelled) reaches phone A with its next sync; offline
    // again, the old code typed in ("Digitar código") is refused.
    const transfer = await call(server.url, 'POST', `/tickets/${transferred}/transfer`, {
      token: buyer.token,
      body: { name: 'Nova Titular', email: 'nova-titular@example.com' },
    });
    expect(transfer.status).toBe(200);
    await expect
      .poll(
        () =>
          pageA.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('bilheteria-door');
                open.onsuccess = () => {
                  const all = open.result.transaction('checkinData').objectStore('checkinData').getAll();
                  all.onsuccess = () =>
                    resolve(
                      (all.result as Array<{ data: { cancelled: string[] } }>)[0]?.data.cancelled.length ?? 0,
                    );
                };
              }),
          ),
        { timeout: 20_000 },
      )
      .toBe(1);
    await contextA.setOffline(true);
    await expect.poll(() => status(pageA).textContent(), { timeout: 10_000 }).toContain('Sem conexão');
    await pageA.getByRole('button', { name: 'Digitar código' }).click();
    await pageA.getByLabel('Código do ingresso').fill(transferred);
    const before = (await verdicts(pageA)).length;
    await pageA.getByRole('button', { name: 'Validar' }).click();
    // The camera still films the admitted ticket, so its "já utilizado" may come in between: any verdict since.
    await expect
      .poll(async () => (await verdicts(pageA)).slice(before), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('Ingresso cancelado'));
    await contextA.setOffline(false);

    // The server kept one admission and one duplicate, with both devices and times.
    const summary = await call<{
      checkIn: {
        checkedIn: number;
        duplicates: Array<{
          attendeeName: string;
          first: { deviceName: string };
          second: { deviceName: string };
        }>;
      };
    }>(server.url, 'GET', `/reports/events/${event.eventId}/summary`, { token: organizer.token });
    expect(summary.status).toBe(200);
    expect(summary.body.checkIn.checkedIn).toBe(1);
    expect(summary.body.checkIn.duplicates).toHaveLength(1);
    const [duplicate] = summary.body.checkIn.duplicates;
    expect(duplicate!.attendeeName).toBe('Participante 1');
    expect([duplicate!.first.deviceName, duplicate!.second.deviceName]).toEqual(['Portão 1', 'Portão 2']);

    // The organizer's page shows it, and the devices with their scans.
    await organizerPage.reload();
    const duplicates = organizerPage.locator('[data-slot="duplicate-admissions"]');
    await expect
      .poll(() => duplicates.textContent(), { timeout: 15_000 })
      .toContain('Entradas duplicadas (1)');
    expect(await duplicates.textContent()).toContain('Portão 1');
    expect(await duplicates.textContent()).toContain('Portão 2');
    const devices = organizerPage.getByRole('list', { name: 'Aparelhos da portaria' });
    expect(await devices.getByRole('listitem').count()).toBe(2);
    await organizerPage.screenshot({
      path: path.join(shots, `${database}-door-4-duplicates.png`),
      fullPage: true,
    });

    // Revoked, phone B is refused at its next request and wipes the event from the phone.
    await organizerPage.getByRole('button', { name: 'Revogar o aparelho Portão 2' }).click();
    await organizerPage.getByRole('dialog').getByRole('button', { name: 'Revogar aparelho' }).click();
    await expect
      .poll(() => pageB.getByText('Este aparelho foi desconectado da portaria').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(
      await pageB.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('bilheteria-door');
            open.onsuccess = () => {
              const count = open.result.transaction('checkinData').objectStore('checkinData').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);
    await pageB.screenshot({ path: path.join(shots, `${database}-door-5-revoked.png`) });
  });
});
