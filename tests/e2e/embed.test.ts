import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshotDir } from './support/browser';
import {
  ACCOUNT_PASSWORD,
  launchBrowserWithCamera,
  logIn,
  readQr,
  videoOfImage,
} from './support/checkout-helpers';
import { ensureEmbedBuild, startExampleSite, type ExampleSite } from './support/embed-site';
import { call, newAccount, type Account } from './support/marketplace';
import { journeyDatabase, freePort, startServer, type RunningServer } from './support/server';

/*
 * Issue 8, embedding: the example "other site" (examples/embed) loads the script build of packages/embed and mounts
 * the checkout and the door scanner. It is served from another origin and another site than the marketplace
 * (http://localhost:<port> against the API on http://127.0.0.1:<port>), under its own Content-Security-Policy, and
 * APP_ORIGIN allows it. A buyer logs in inside the embedded checkout and buys a ticket, paid with "Simular
 * pagamento"; the organizer logs in inside the embedded scanner, whose fake camera shows the ticket's rotating QR:
 * the first scan checks it in, the next says "Ingresso já utilizado". Another origin is refused by CORS.
 */

const EVENT_TITLE = 'Frevo na Maré';
const POSTER = '/posters/auto-da-compadecida.svg';
const LOT = 'PLATEIA — Lote 1 — Inteira';
const ATTENDEE = 'Joana Batista';
/** Camera start, decoding and the server's answer: well under a second here, generous for a loaded machine. */
const SCAN_TIMEOUT = 30_000;

/** What a page says in its console that would mean the embedding is broken: CORS, CORP or CSP refusals. */
const BLOCKED = /CORS|Cross-Origin|ERR_BLOCKED|Content Security Policy|Refused to/i;

/** Console errors, uncaught errors and failed requests of a page, to check none came from a refusal. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A quote superseded by the next click is cancelled on purpose (client-core quote.ts aborts it).
    if (reason === 'net::ERR_ABORTED' && new URL(request.url()).pathname === '/api/orders/quote') return;
    problems.push(`requestfailed: ${request.url()} ${reason}`);
  });
  return problems;
}

/** Waits until an <img> has loaded a picture (naturalWidth > 0): a CORP refusal leaves it broken. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

describe.each(journeyDatabase('postgres'))(
  'embedding the checkout and the scanner in another site (%s)',
  (database) => {
    let server: RunningServer;
    let site: ExampleSite;
    let browser: Browser;
    let organizer: Account;
    let buyer: Account;
    let eventId: string;
    let siteUrl: string;
    let work: string;
    let shots: string;

    beforeAll(async () => {
      ensureEmbedBuild();
      const sitePort = await freePort();
      // `localhost` and `127.0.0.1` are different sites: the page is cross-site to the API, as a real embedding is.
      siteUrl = `http://localhost:${sitePort}`;
      [server, browser, work, shots] = await Promise.all([
        startServer({ database, env: { APP_ORIGIN: siteUrl } }),
        launchBrowser(),
        mkdtemp(path.join(tmpdir(), 'bilheteria-embed-')),
        screenshotDir(),
      ]);
      site = await startExampleSite({ port: sitePort, apiBase: `${server.url}/api` });
      [organizer, buyer] = await Promise.all([
        newAccount(server.url, 'Organizadora Maré'),
        newAccount(server.url, 'Compradora Maré'),
      ]);
      const created = await call<{ _id: string }>(server.url, 'POST', '/events', {
        token: organizer.token,
        body: {
          title: EVENT_TITLE,
          status: 'published',
          // One full-price lot: an event the meia-entrada law does not cover (issue #14).
          meiaEntradaLei: false,
          image: POSTER,
          eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          venue: 'Teatro Maré Alta',
          city: 'Recife',
          state: 'PE',
          ticketTypes: [{ name: LOT, price: 45, quantity: 50, lotNumber: 1, perCustomerLimit: 4 }],
        },
      });
      expect(created.status).toBe(201);
      eventId = created.body._id;
      console.info(`[embed ${database}] screenshots in ${shots}`);
    });

    afterAll(async () => {
      await browser?.close();
      await site?.stop();
      await server?.stop();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('buys a ticket in the embedded checkout and checks it in with the embedded scanner', async () => {
      const page = await browser.newPage({ locale: 'pt-BR' });
      const problems = watch(page);
      const response = await page.goto(`${siteUrl}/?evento=${eventId}`);
      // The site runs the widgets under a strict policy of its own: no inline script or style, no eval; only the
      // scanner's WebAssembly decoder may be compiled ('wasm-unsafe-eval' allows that and nothing else).
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).toContain(`connect-src ${server.url}`);
      expect(policy.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe-');
      const checkout = page.locator('[data-bilheteria-widget="checkout"]');

      // The widget keeps its look and leaves the page its own (the site's serif, uppercase headings).
      const siteHeading = page.getByRole('heading', { name: 'Teatro Maré Alta', level: 1 });
      expect(await siteHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
        'Georgia',
      );
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(243, 237, 226)',
      );

      // Step 1, with the poster loaded from the API's server by the other site's page.
      await expectImageLoaded(checkout.getByRole('img', { name: `Cartaz de ${EVENT_TITLE}` }));
      await checkout.getByRole('button', { name: `Adicionar um ingresso ${LOT}` }).click();
      await checkout.getByRole('button', { name: 'COMPRAR' }).click();

      // Anonymous: the widget asks to register, the buyer has an account and logs in inside the widget.
      await expect.poll(() => checkout.getByRole('heading', { name: 'Cadastrar' }).isVisible()).toBe(true);
      await checkout.getByRole('link', { name: 'Já tenho conta' }).click();
      expect(new URL(page.url()).pathname).toBe('/');
      await logIn(page, { email: buyer.email, password: ACCOUNT_PASSWORD });
      await expect
        .poll(() => checkout.getByRole('heading', { name: 'Quem vai usar os ingressos?' }).isVisible())
        .toBe(true);
      const stored = await page.evaluate(() => ({
        widget: localStorage.getItem('bilheteria-embed:checkout:token'),
        marketplace: localStorage.getItem('token'),
      }));
      expect(stored.widget).toBeTruthy();
      expect(stored.marketplace).toBeNull();

      const card = checkout.getByRole('group', { name: /^Ingresso 1\b/ });
      await card.getByLabel('Nome completo').fill(ATTENDEE);
      await card.getByLabel('E-mail').fill('joana@example.com');
      await checkout.getByRole('button', { name: 'Continuar' }).click();
      await checkout.getByRole('button', { name: 'Ir para pagamento' }).click();

      // Step 4: the buyer form (e-mail from the signed-in account), the Pix, then the local provider's confirmation.
      const buyerForm = checkout.getByRole('form', { name: 'Dados do comprador' });
      // The site's `h1, h2 { Georgia; uppercase; teal }` does not reach the widget's headings.
      const headingStyle = await checkout
        .getByRole('heading', { name: 'Pagamento', level: 1 })
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { font: style.fontFamily, transform: style.textTransform, color: style.color };
        });
      expect(headingStyle.font).not.toContain('Georgia');
      expect(headingStyle.transform).toBe('none');
      expect(headingStyle.color).not.toBe('rgb(15, 76, 92)');
      await expect.poll(() => buyerForm.getByLabel('E-mail').inputValue()).toBe(buyer.email);
      await buyerForm.getByLabel('Nome completo').fill('Compradora Maré');
      await buyerForm.getByLabel('CPF/CNPJ').fill(generateCpf());
      await buyerForm.getByRole('button', { name: 'Gerar Pix' }).click();
      await expectImageLoaded(checkout.getByRole('img', { name: 'QR code do Pix' }));
      expect(await checkout.getByText('R$ 45,00').first().isVisible()).toBe(true);
      await page.screenshot({ path: path.join(shots, `${database}-1-embedded-payment.png`), fullPage: true });
      await checkout.getByRole('button', { name: 'Simular pagamento' }).click();

      await expect
        .poll(() => checkout.getByRole('heading', { name: 'Compra concluída com sucesso!' }).isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      const orderId = ((await checkout.getByText(/^Pedido: /).textContent()) ?? '').replace('Pedido: ', '');
      expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
      // The page heard the widget's `bilheteria:complete` event.
      expect(await page.getByRole('status').filter({ hasText: 'Compra concluída!' }).textContent()).toContain(
        `Pedido ${orderId}, 1 ingresso(s)`,
      );
      const issued = checkout.getByRole('region', { name: 'Seus ingressos' }).getByRole('listitem');
      expect(await issued.count()).toBe(1);
      const code = ((await issued.getByText(/^Código:/).textContent()) ?? '')
        .replace(/^Código:\s*/, '')
        .trim();
      const tickets = await call<{ tickets: Array<{ code: string; attendeeName: string; access: string }> }>(
        server.url,
        'GET',
        `/orders/${orderId}/tickets`,
        { token: buyer.token },
      );
      expect(tickets.body.tickets).toEqual([expect.objectContaining({ code, attendeeName: ATTENDEE })]);
      const { access } = tickets.body.tickets[0]!;
      expect(await issued.getByRole('link', { name: /Baixar PDF/ }).getAttribute('href')).toMatch(
        new RegExp(`^${server.url}/api/tickets/${code}/pdf\\?access=\\d+\\.[\\w-]{22}$`),
      );
      await page.screenshot({ path: path.join(shots, `${database}-2-embedded-success.png`), fullPage: true });

      // The ticket's rotating QR, as the buyer's phone shows it: an image of the API that this other site may show.
      const qrUrl = `${server.url}/api/tickets/${code}/qr-rotating?r=1&access=${access}`;
      const qrLoaded = await page.evaluate(
        (src) =>
          new Promise<number>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => resolve(0);
            image.src = src;
          }),
        qrUrl,
      );
      expect(qrLoaded).toBeGreaterThan(0);
      expect(problems.filter((problem) => BLOCKED.test(problem))).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();

      // The door: a phone with the fake camera filming that QR, on the same site.
      const png = Buffer.from(await (await fetch(qrUrl)).arrayBuffer());
      expect(readQr(png)?.text).toMatch(new RegExp(`^${code}\\.[\\w-]{22}\\.\\d+\\.[\\w-]{86}$`));
      const pngFile = path.join(work, 'rotating.png');
      await writeFile(pngFile, png);
      const door = await launchBrowserWithCamera(await videoOfImage(pngFile, work, 'rotating'));
      try {
        const doorPage = await door.newPage({ locale: 'pt-BR' });
        const doorProblems = watch(doorPage);
        await doorPage.goto(`${siteUrl}/?evento=${eventId}`);
        await doorPage.getByRole('button', { name: 'Abrir portaria' }).click();
        const scanner = doorPage.locator('[data-bilheteria-widget="scanner"]');
        await logIn(doorPage, { email: organizer.email, password: ACCOUNT_PASSWORD });
        await expect
          .poll(() => scanner.getByRole('heading', { name: 'Leitor de Ingressos' }).isVisible())
          .toBe(true);
        expect(
          await doorPage.evaluate(() => localStorage.getItem('bilheteria-embed:scanner:token')),
        ).toBeTruthy();

        const result = scanner.getByRole('region', { name: 'Resultado' });
        await expect
          .poll(() => result.getByRole('heading', { name: 'Check-in confirmado' }).isVisible(), {
            timeout: SCAN_TIMEOUT,
          })
          .toBe(true);
        expect(await result.getByText(ATTENDEE, { exact: true }).isVisible()).toBe(true);
        expect(await result.getByText(code, { exact: true }).isVisible()).toBe(true);
        await doorPage.screenshot({
          path: path.join(shots, `${database}-3-embedded-scanner.png`),
          fullPage: true,
        });

        // The same ticket presented again (the operator stops and starts the camera): already used.
        const controls = scanner.getByRole('group', { name: 'Controles da câmera' });
        await controls.getByRole('button', { name: 'Parar' }).click();
        await expect.poll(() => scanner.getByText('Câmera desligada.').isVisible()).toBe(true);
        await controls.getByRole('button', { name: 'Iniciar' }).click();
        const failure = result.getByRole('alert');
        await expect
          .poll(() => failure.textContent(), { timeout: SCAN_TIMEOUT })
          .toContain('Ingresso já utilizado');
        expect(await result.getByRole('heading', { name: 'Check-in confirmado' }).isVisible()).toBe(true);
        await doorPage.screenshot({
          path: path.join(shots, `${database}-4-embedded-used.png`),
          fullPage: true,
        });

        // "Fechar portaria" unmounts the scanner: the camera is released and the widget is gone.
        await doorPage.getByRole('button', { name: 'Fechar portaria' }).click();
        expect(await scanner.count()).toBe(0);
        expect(doorProblems.filter((problem) => BLOCKED.test(problem))).toEqual([]);
        // The browser logs the door's 409 answer ("already used"); nothing else went wrong.
        expect(doorProblems).toEqual([
          expect.stringMatching(
            /status of 409 \(Conflict\) \(http:\/\/127\.0\.0\.1:\d+\/api\/tickets\/scan\)$/,
          ),
        ]);
      } finally {
        await door.close();
      }

      // Exactly one check-in reached the server.
      const after = await call<{ tickets: Array<{ checkedInAt: string | null }> }>(
        server.url,
        'GET',
        `/orders/${orderId}/tickets`,
        { token: buyer.token },
      );
      expect(after.body.tickets[0]?.checkedInAt).toEqual(expect.any(String));
    });

    it('mounts the checkout from the ES module build too', async () => {
      const page = await browser.newPage({ locale: 'pt-BR' });
      const problems = watch(page);
      await page.goto(`${siteUrl}/modulo.html?evento=${eventId}`);
      const checkout = page.locator('[data-bilheteria-widget="checkout"]');
      await expectImageLoaded(checkout.getByRole('img', { name: `Cartaz de ${EVENT_TITLE}` }));
      expect(await checkout.getByRole('button', { name: `Adicionar um ingresso ${LOT}` }).isVisible()).toBe(
        true,
      );
      // Only the checkout was mounted: the scanner's QR decoder (a worker of its own) was not downloaded.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      expect(scripts).toContain('/bilheteria/bilheteria-embed.js');
      expect(scripts.filter((script) => script.includes('decode-worker'))).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });

    it('refuses a page whose origin is not in APP_ORIGIN', async () => {
      // The same page from http://127.0.0.1:<port>: another origin, not allowed.
      const otherOrigin = `http://127.0.0.1:${site.port}`;
      const preflight = await fetch(`${server.url}/api/orders`, {
        method: 'OPTIONS',
        headers: {
          origin: otherOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

      const page = await browser.newPage({ locale: 'pt-BR' });
      const problems = watch(page);
      await page.goto(`${otherOrigin}/?evento=${eventId}`);
      const checkout = page.locator('[data-bilheteria-widget="checkout"]');
      await expect
        .poll(() => checkout.getByText('Evento não encontrado').isVisible(), { timeout: 15_000 })
        .toBe(true);
      await expect
        .poll(() => problems.some((problem) => /blocked by CORS policy/.test(problem)), { timeout: 10_000 })
        .toBe(true);
      // Nothing reached the widget: not even the public event.
      expect(await checkout.getByRole('button', { name: 'COMPRAR' }).count()).toBe(0);
      await page.close();
    });
  },
);
