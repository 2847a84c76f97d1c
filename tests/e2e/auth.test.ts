import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { journeyDatabase, startServer, type RunningServer } from './support/server';

describe.each(journeyDatabase('pglite'))('auth journey in Chromium (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ database }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers, follows next through login, shows the logged-in bar, and logs out', async () => {
    const page = await browser.newPage();
    const email = `Maria.${Date.now()}@Example.com`;

    await page.goto(`${server.url}/register?next=${encodeURIComponent('/organizer')}`);
    const register = page.getByRole('form', { name: 'Cadastrar' });
    await register.getByLabel('Nome').fill('Maria da Silva');
    await register.getByLabel('E-mail').fill(email);
    await register.getByLabel('Senha').fill('segredo-forte-123');
    await register.getByRole('button', { name: 'Criar conta' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/organizer');

    // The e-mail is trimmed and lower-cased by the server, so any casing logs in. The login form is
    // scoped by name: the register form (same labels) may still be leaving the page.
    const login = page.getByRole('form', { name: 'Entrar' });
    await login.getByLabel('E-mail').fill(`  ${email.toUpperCase()} `);
    await login.getByLabel('Senha').fill('segredo-forte-123');
    await login.getByRole('button', { name: 'Entrar' }).click();

    await page.waitForURL((url) => url.pathname === '/organizer');
    const nav = page.getByRole('banner');
    await expect.poll(() => nav.getByRole('link', { name: 'Meus ingressos' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // "Sair" is in the account menu, beside "Sair de todos os dispositivos".
    await nav.getByRole('button', { name: 'Conta' }).click();
    await nav.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => nav.getByRole('link', { name: 'ENTRAR' }).first().isVisible()).toBe(true);
    await page.close();
  });

  it('shows the server message when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    const login = page.getByRole('form', { name: 'Entrar' });
    await login.getByLabel('E-mail').fill('ninguem@example.com');
    await login.getByLabel('Senha').fill('senha-errada-123');
    await login.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('E-mail ou senha inválidos.');
    await page.close();
  });

  it('sends a visitor without a token from a guarded route to login with next', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/slides`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/slides');
    await page.close();
  });
});
