import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../apps/api/src/startup/seed';
import { launchBrowser, screenshotDir } from './support/browser';
import { logIn } from './support/checkout-helpers';
import { doorStatus } from './support/door';
import { call } from './support/marketplace';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue #30 point 7: the door app ran off a phone's screen when the event's title was long (/scanner was 603 px
 * wide on a 390-px phone with "Clássicos do Cinema — Orquestra Sinfônica": "Trocar evento" off-screen, the camera,
 * "Parar" and "Digitar código" cut in half). At 390 and 320 px, with the demo organizer's longest title, every
 * door screen (pairing, the event picker, scanning, offline, a verdict) is no wider than the phone, and the
 * controls door staff use are on it. Layout only: one run on PGlite, the database changes nothing here.
 */

const WIDTHS = [390, 320];

/**
 * The page is no wider than the phone's screen, and each control is within it. The screen's width is the
 * device's, not `innerWidth`: a phone (isMobile) widens its layout viewport to a page that overflows and zooms
 * out, so `innerWidth` grows with the fault.
 */
async function fitsThePhone(
  page: Page,
  what: string,
  controls: Array<{ name: string; box: () => Promise<unknown> }>,
) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(width);
  for (const control of controls) {
    const box = (await control.box()) as { x: number; width: number } | null;
    expect(box, `${what}: ${control.name} on screen`).not.toBeNull();
    expect(box!.x, `${what}: ${control.name} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: ${control.name} right edge`).toBeLessThanOrEqual(width);
  }
}

describe('the door app fits a phone whatever the title (issue #30)', () => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;
  let longest: string;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ seedDemo: true }),
      // A fake camera (Chromium's test pattern), the permission answered yes: the scanner runs as on a phone.
      launchBrowser({ args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] }),
      screenshotDir(),
    ]);
    const login = await call<{ token: string }>(server.url, 'POST', '/auth/login', {
      body: { email: demoAccounts.organizer.email, password: demoAccounts.organizer.password },
    });
    const mine = await call<Array<{ title: string }>>(server.url, 'GET', '/events/mine/list', {
      token: login.body.token,
    });
    longest = mine.body.map((event) => event.title).sort((a, b) => b.length - a.length)[0]!;
    expect(longest.length).toBeGreaterThanOrEqual('Clássicos do Cinema — Orquestra Sinfônica'.length);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(WIDTHS)(
    'at %i px: pairing, events, scanning, offline and a verdict',
    async (width) => {
      const context = await browser.newContext({
        viewport: { width, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: path.join(shots, `door-${width}-${name}.png`) });
      try {
        await page.goto(`${server.url}/scanner`);
        const pair = page.getByRole('button', { name: 'Conectar aparelho' });
        await pair.waitFor();
        await fitsThePhone(page, 'pairing', [{ name: 'Conectar aparelho', box: () => pair.boundingBox() }]);
        await shot('1-pairing');

        await page.getByRole('link', { name: 'Entrar com a sua conta' }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await logIn(page, demoAccounts.organizer);
        await page.waitForURL((url) => url.pathname === '/scanner');
        const escaped = longest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const pick = page.getByRole('button', { name: new RegExp(`^${escaped}`) });
        await pick.waitFor({ timeout: 30_000 });
        await fitsThePhone(page, 'event picker', [{ name: longest, box: () => pick.boundingBox() }]);
        await shot('2-events');
        await pick.click();
        await expect.poll(() => doorStatus(page).textContent(), { timeout: 30_000 }).toContain('Conectado');
        const stop = page.getByRole('button', { name: 'Parar' });
        await stop.waitFor({ timeout: 30_000 });
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(longest);
        const scanning = [
          {
            name: 'Trocar evento',
            box: () => page.getByRole('button', { name: 'Trocar evento' }).boundingBox(),
          },
          {
            name: 'the camera',
            box: () => page.locator('[data-slot="ticket-scanner-reader"]').locator('..').boundingBox(),
          },
          { name: 'Parar', box: () => stop.boundingBox() },
          {
            name: 'Digitar código',
            box: () => page.getByRole('button', { name: 'Digitar código' }).boundingBox(),
          },
        ];
        await fitsThePhone(page, 'scanning', scanning);
        await shot('3-scanning');

        await context.setOffline(true);
        await expect.poll(() => doorStatus(page).textContent(), { timeout: 30_000 }).toContain('Sem conexão');
        await fitsThePhone(page, 'offline', scanning);
        await shot('4-offline');

        await page.getByRole('button', { name: 'Digitar código' }).click();
        await page.getByLabel('Código do ingresso').fill('codigo-que-nao-existe');
        await page.getByRole('button', { name: 'Validar' }).click();
        const verdict = page.locator('[data-slot="door-verdict"]');
        await verdict.waitFor({ timeout: 30_000 });
        await fitsThePhone(page, 'verdict', [{ name: 'the verdict', box: () => verdict.boundingBox() }]);
        await shot('5-verdict');
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
