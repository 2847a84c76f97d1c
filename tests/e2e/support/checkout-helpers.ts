import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { call, generatePix, orderBody, type Account, type SaleEvent } from './marketplace';

/*
 * What the checkout and door check-in journeys share: logging in through the screens, purchases set up over
 * the API (for the journeys that are not about buying), and the camera side of the door: a ticket's QR image or
 * printed PDF turned into the video Chromium's fake camera plays (RECIPE.md "Camera scanning in a real browser").
 */

const run = promisify(execFile);

/** pngjs ships no types; this is the one function used here. */
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

/** Logs in through /login and waits for the app to land on `next`. */
export async function logInThroughScreen(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  next: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login?next=${encodeURIComponent(next)}`);
  await logIn(page, account);
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}

/**
 * Fills and sends the login form on the screen (/login). Scoped to the "Entrar" form: right after register's
 * navigation the register form, with the same labels, may still be on screen for a moment.
 */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel('Senha').fill(account.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** newAccount's password (tests/e2e/support/marketplace.ts). */
export const ACCOUNT_PASSWORD = 'senha-segura-123';

/**
 * A paid order of one ticket per attendee, set up as the checkout would leave it: order, Pix from the local
 * provider, then its "Simular pagamento" (POST /pagamento/local/{paymentId}/confirm). Returns the order and its
 * tickets in attendee order.
 */
export async function paidPurchase(
  baseUrl: string,
  buyer: Account,
  event: SaleEvent,
  attendeeNames: string[],
): Promise<{ orderId: string; tickets: Array<{ code: string; attendeeName: string }> }> {
  const body = orderBody(event, attendeeNames.length);
  body.attendees = body.attendees.map((attendee, index) => ({ ...attendee, name: attendeeNames[index]! }));
  const created = await call<{ _id: string; total: number }>(baseUrl, 'POST', '/orders', {
    token: buyer.token,
    body,
  });
  if (created.status !== 201) throw new Error(`pedido: ${created.status} ${JSON.stringify(created.body)}`);
  const orderId = created.body._id;
  const pix = await generatePix(baseUrl, buyer, orderId, created.body.total);
  if (pix.status !== 200) throw new Error(`Pix: ${pix.status} ${JSON.stringify(pix.body)}`);
  const confirmed = await call(baseUrl, 'POST', `/pagamento/local/${pix.body.paymentId}/confirm`, {
    token: buyer.token,
  });
  if (confirmed.status !== 200)
    throw new Error(`confirmação: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const tickets = await call<{ tickets: Array<{ code: string; attendeeName: string }> }>(
    baseUrl,
    'GET',
    `/orders/${orderId}/tickets`,
    { token: buyer.token },
  );
  if (tickets.status !== 200) throw new Error(`ingressos: ${tickets.status}`);
  return { orderId, tickets: tickets.body.tickets };
}

/**
 * Checkout step 4 as a buyer fills it: name, e-mail and a valid CPF, "Gerar Pix", then the local provider's
 * "Simular pagamento"; waits for the success page and returns the order id from its address.
 */
export async function payByPixOnScreen(page: Page, buyer: { name: string; email: string }): Promise<string> {
  const buyerForm = page.getByRole('form', { name: 'Dados do comprador' });
  await buyerForm.getByLabel('Nome completo').fill(buyer.name);
  await buyerForm.getByLabel('E-mail').fill(buyer.email);
  await buyerForm.getByLabel('CPF/CNPJ').fill(generateCpf());
  await buyerForm.getByRole('button', { name: 'Gerar Pix' }).click();
  await page.getByRole('button', { name: 'Simular pagamento' }).click({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname.startsWith('/success/'), { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The text of the QR code in a PNG and where it is (jsQR: the symbol's corners), or null. */
export function readQr(png: Buffer): { text: string; left: number; top: number; size: number } | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) return null;
  const corners = Object.values(found.location);
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { text: found.data, left, top, size: Math.max(Math.max(...xs) - left, Math.max(...ys) - top) };
}

/** RECIPE.md: a 3-second, 10 fps, 640×480 video of `png` centred on white, for --use-file-for-fake-video-capture. */
export async function videoOfImage(png: string, dir: string, name: string): Promise<string> {
  const video = path.resolve(dir, `${name}.y4m`);
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    'pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
    '-r',
    '10',
    '-t',
    '3',
    video,
  ]);
  return video;
}

/**
 * The first page of a ticket PDF as a door camera sees it when the printed page is held up to it: rendered with
 * `pdftoppm -png -r 150`, cropped to the QR code and its white margin (an A4 page does not fit a 640×480 frame at
 * a size a camera reads), then made into a video as RECIPE.md says. Returns the video and the text the PDF's QR
 * carries.
 */
export async function videoOfPdfPage(
  pdf: string,
  dir: string,
  name: string,
): Promise<{ video: string; text: string }> {
  const pagePrefix = path.join(dir, `${name}-page`);
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdf, pagePrefix]);
  const page = `${pagePrefix}.png`;
  const qr = readQr(await readFile(page));
  if (!qr) throw new Error('a página do PDF não tem um QR code legível');
  // A square of the QR plus a quarter of its width around it, within the 480-pixel height of the frame.
  const side = Math.min(480, Math.round(qr.size * 1.5));
  const x = Math.max(0, Math.round(qr.left - (side - qr.size) / 2));
  const y = Math.max(0, Math.round(qr.top - (side - qr.size) / 2));
  const cropped = path.join(dir, `${name}-qr.png`);
  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    page,
    '-vf',
    `crop=${side}:${side}:${x}:${y}`,
    cropped,
  ]);
  return { video: await videoOfImage(cropped, dir, name), text: qr.text };
}

/** A Chromium whose camera is a fake one playing `video` in a loop, with the permission prompt answered yes. */
export function launchBrowserWithCamera(video: string): Promise<Browser> {
  return launchBrowser({
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
