import { generateCpf } from '@brazilian-utils/brazilian-utils';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir } from './support/browser';
import { ACCOUNT_PASSWORD } from './support/checkout-helpers';
import { expectVisibleFocus, focusIsInside, isFocused, press, tab, tabTo } from './support/keyboard';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

/*
 * Issue 8, accessibility beyond axe: a buyer completes the whole purchase with the keyboard alone (Tab,
 * Shift+Tab, Enter, Space, arrow keys and typing; no clicks, no fill, no programmatic focus) on the real
 * production build, and every focus stop on the way is visible and shows a focus indicator
 * (support/keyboard.ts). Then the dialogs: the location modal and the small-screen menu trap focus, close
 * with Escape and give focus back to their opener.
 */

const EVENT_TITLE = 'Noite do Forró Pé de Serra';
const LOT = 'PISTA — Lote 1 — Inteira';

/** Types into the focused field, replacing what the app may have filled in already (the buyer's name). */
async function typeReplacing(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe.each(journeyDatabase('pglite'))('keyboard-only checkout in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let shots: string;

  beforeAll(async () => {
    [server, browser, shots] = await Promise.all([
      startServer({ database, seedDemo: true }),
      launchBrowser(),
      screenshotDir(),
    ]);
    console.info(`[keyboard ${database}] screenshots in ${shots}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a buyer registers, picks 2 tickets, names the attendees and pays the Pix with the keyboard alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const email = `teclado.${Date.now()}@example.com`;

    // Home: the skip link is the first stop and jumps past the top bar, straight into the page's content.
    await page.goto(`${server.url}/`);
    const eventLink = page.getByRole('link', { name: EVENT_TITLE, exact: true });
    await eventLink.waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Pular para o conteúdo' }), { max: 1 });
    await press(page, 'Enter');
    await tab(page);
    expect(await focusIsInside(page.getByRole('main'))).toBe(true);
    expect(await isFocused(page.getByRole('button', { name: 'Pausar rotação dos slides' }))).toBe(true);

    // The carousel's rotation control works from the keyboard; then on to the event's card.
    await press(page, 'Space', { expectFocus: true });
    expect(await isFocused(page.getByRole('button', { name: 'Retomar rotação dos slides' }))).toBe(true);
    await tabTo(page, eventLink);
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/event/'));
    const eventId = new URL(page.url()).pathname.split('/')[2]!;
    // The navigation put focus at the new page's content (not on <body>): the next Tab starts there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 })
      .toBe('conteudo');

    // Event page → COMPRAR INGRESSOS.
    await tabTo(page, page.getByRole('link', { name: 'COMPRAR INGRESSOS' }));
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}`);

    // Step 1: plus with Enter and with Space, the arrow keys on the quantity field itself, minus.
    const plus = page.getByRole('button', { name: `Adicionar um ingresso ${LOT}` });
    const quantity = page.getByRole('spinbutton', { name: `Quantidade de ${LOT}` });
    await tabTo(page, plus);
    await press(page, 'Enter', { expectFocus: true });
    await press(page, 'Space', { expectFocus: true });
    expect(await quantity.inputValue()).toBe('2');
    await tabTo(page, quantity, { shift: true, max: 1 });
    await press(page, 'ArrowUp', { expectFocus: true });
    expect(await quantity.inputValue()).toBe('3');
    await press(page, 'ArrowDown', { expectFocus: true });
    expect(await quantity.inputValue()).toBe('2');
    // Minus down to zero: the button disables itself there, and focus stays in the row, on the quantity.
    const minus = page.getByRole('button', { name: `Remover um ingresso ${LOT}` });
    await tabTo(page, minus, { shift: true, max: 1 });
    await press(page, 'Enter', { expectFocus: true });
    await press(page, 'Enter');
    expect(await quantity.inputValue()).toBe('0');
    expect(await isFocused(quantity)).toBe(true);
    await expectVisibleFocus(page);
    await tabTo(page, plus, { max: 1 });
    await press(page, 'Enter', { expectFocus: true });
    await press(page, 'Enter', { expectFocus: true });
    expect(await quantity.inputValue()).toBe('2');
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    // The total is the server's quote of the selection: it shows once the quote answers.
    await expect.poll(() => cart.textContent()).toMatch(/2 ingressos.*R\$\s120,00 \+ Taxas/);
    await tabTo(page, cart.getByRole('button', { name: 'COMPRAR' }));
    await press(page, 'Enter');

    // Anonymous: register, then log in, each form typed and sent with Enter.
    await page.waitForURL((url) => url.pathname === '/register');
    const registerForm = page.getByRole('form', { name: 'Cadastrar' });
    await tabTo(page, registerForm.getByLabel('Nome'));
    await page.keyboard.type('Teresa Teclado');
    await tab(page);
    await page.keyboard.type(email);
    await tab(page);
    await page.keyboard.type(ACCOUNT_PASSWORD);
    expect(await isFocused(registerForm.getByLabel('Senha'))).toBe(true);
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    const loginForm = page.getByRole('form', { name: 'Entrar' });
    await tabTo(page, loginForm.getByLabel('E-mail'));
    await page.keyboard.type(email);
    await tab(page);
    await page.keyboard.type(ACCOUNT_PASSWORD);
    // "Esqueci minha senha" sits between the password and the button (issue #16).
    await tab(page);
    expect(await isFocused(page.getByRole('link', { name: 'Esqueci minha senha' }))).toBe(true);
    await tab(page);
    expect(await isFocused(loginForm.getByRole('button', { name: 'Entrar' }))).toBe(true);
    await press(page, 'Space');
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/users`);

    // Step 2: a name and an e-mail per ticket, then Continuar.
    const attendees = [
      { name: 'Teresa Teclado', email },
      { name: 'Caio Teclado', email: 'caio.teclado@example.com' },
    ];
    for (const [index, attendee] of attendees.entries()) {
      const card = page.getByRole('group', { name: new RegExp(`^Ingresso ${index + 1}\\b`) });
      await tabTo(page, card.getByLabel('Nome completo'));
      await typeReplacing(page, attendee.name);
      await tab(page);
      expect(await isFocused(card.getByLabel('E-mail'))).toBe(true);
      await typeReplacing(page, attendee.email);
    }
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await press(page, 'Enter');

    // Step 3: the summary; "Ir para pagamento" creates the order.
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/summary`);
    await tabTo(page, page.getByRole('button', { name: 'Ir para pagamento' }));
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname === `/checkout/${eventId}/payment`);
    const orderId = await page.evaluate(() => sessionStorage.getItem('pedidoId'));
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    // Step 4: the payment methods are tabs (arrow keys move between them), then the buyer form.
    const pixTab = page.getByRole('tab', { name: 'Pix' });
    await tabTo(page, pixTab);
    await press(page, 'ArrowRight', { expectFocus: true });
    expect(await isFocused(page.getByRole('tab', { name: 'Cartão' }))).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Número do cartão' }).isVisible()).toBe(true);
    await press(page, 'ArrowLeft', { expectFocus: true });
    expect(await isFocused(pixTab)).toBe(true);

    const buyerForm = page.getByRole('form', { name: 'Dados do comprador' });
    await tabTo(page, buyerForm.getByLabel('Nome completo'));
    await typeReplacing(page, 'Teresa Teclado');
    await tab(page);
    await typeReplacing(page, email);
    await tab(page);
    expect(await isFocused(buyerForm.getByLabel('CPF/CNPJ'))).toBe(true);
    await typeReplacing(page, generateCpf());
    await tab(page);
    expect(await isFocused(buyerForm.getByLabel('WhatsApp'))).toBe(true);
    await typeReplacing(page, '85988887777');
    await tabTo(page, buyerForm.getByRole('button', { name: 'Gerar Pix' }));
    await press(page, 'Enter');
    const qr = page.getByRole('img', { name: 'QR code do Pix' });
    await qr.waitFor({ timeout: 15_000 });

    // Focus is not lost while the Pix is generated: the button, now "Regerar Pix", still has it.
    await expect.poll(() => isFocused(buyerForm.getByRole('button', { name: 'Regerar Pix' }))).toBe(true);
    await expectVisibleFocus(page);
    await tabTo(page, page.getByRole('button', { name: 'Copiar código' }));
    await press(page, 'Enter');
    await expect.poll(() => isFocused(page.getByRole('button', { name: 'Copiado!' }))).toBe(true);
    await expectVisibleFocus(page);
    await page.screenshot({ path: path.join(shots, `${database}-1-payment-keyboard.png`), fullPage: true });

    // "Simular pagamento" (local provider) pays it through the webhook path; the success page follows.
    await tabTo(page, page.getByRole('button', { name: 'Simular pagamento' }));
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname === `/success/${orderId}`, { timeout: 30_000 });
    const heading = page.getByRole('heading', { name: 'Compra concluída com sucesso!' });
    await heading.waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Seus ingressos' }).getByRole('listitem').count())
      .toBe(2);
    // And the page after it is reachable too: the first ticket's PDF link.
    await tabTo(page, page.getByRole('link', { name: /Baixar PDF/ }).first());
    await page.screenshot({ path: path.join(shots, `${database}-2-success-keyboard.png`), fullPage: true });
    await context.close();
  });

  it('the location modal traps focus, applies a state chosen with the arrow keys and gives focus back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await page.goto(`${server.url}/`);
    const opener = page.getByRole('banner').getByRole('button', { name: /Qualquer lugar/ });
    await tabTo(page, opener);
    await press(page, 'Enter');

    const dialog = page.getByRole('dialog', { name: 'Onde você quer curtir?' });
    await dialog.waitFor();
    const select = dialog.getByRole('combobox', { name: 'Estado' });
    await expect.poll(() => isFocused(select)).toBe(true);
    await expectVisibleFocus(page);
    const stops = await dialog.locator('button, select').count();
    for (const shift of [false, true]) {
      const seen = new Set<string>();
      for (let presses = 0; presses < stops * 2 + 1; presses++) {
        const stop = await tab(page, { shift });
        expect(await focusIsInside(dialog), `foco fora do diálogo em ${stop}`).toBe(true);
        seen.add(stop!);
      }
      expect(seen.size).toBe(stops);
    }

    await press(page, 'Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
    await expectVisibleFocus(page);

    // Again, choosing Ceará with the arrow keys on the select and sending with Enter: the page reloads filtered.
    await press(page, 'Enter');
    await expect.poll(() => isFocused(select)).toBe(true);
    await press(page, 'Home');
    for (let presses = 0; presses < 30 && (await select.inputValue()) !== 'CE'; presses++)
      await press(page, 'ArrowDown', { expectFocus: true });
    expect(await select.inputValue()).toBe('CE');
    await tabTo(page, dialog.getByRole('button', { name: 'Filtrar' }), { max: 2 });
    await press(page, 'Enter');
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: /Ceará/ }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('selectedUF'))).toBe('CE');
    await page.close();
  });

  it('on a phone-sized screen the menu drawer traps focus and Escape gives it back to the menu button', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, locale: 'pt-BR' });
    await page.goto(`${server.url}/`);
    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await tabTo(page, menuButton);
    await press(page, 'Enter');

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect.poll(() => focusIsInside(drawer)).toBe(true);
    await expectVisibleFocus(page);
    const stops = await drawer.locator('a[href], button').count();
    for (let presses = 0; presses < stops * 2 + 1; presses++) {
      const stop = await tab(page);
      expect(await focusIsInside(drawer), `foco fora da gaveta em ${stop}`).toBe(true);
    }
    for (let presses = 0; presses < stops * 2 + 1; presses++) {
      const stop = await tab(page, { shift: true });
      expect(await focusIsInside(drawer), `foco fora da gaveta em ${stop}`).toBe(true);
    }

    await press(page, 'Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(menuButton)).toBe(true);
    await expectVisibleFocus(page);
    await page.close();
  });
});
