import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { call, openPayoutAccount, type Answer } from './marketplace';
import type { RunningServer } from './server';

/*
 * Small helpers of the catalogue and report journeys: accounts made over the API (the journeys are not
 * about signing up) and a login through the real login screen, so the browser holds the session exactly as
 * a user's would.
 */

export const PASSWORD = 'senha-segura-123';

export interface Person {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** One API call against `server`, failing the test with the server's answer when the status is not `expected`. */
export async function api<T = Record<string, unknown>>(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expected?: number } = {},
): Promise<T> {
  const answer: Answer<T> = await call<T>(server.url, method, path, options);
  const expected = options.expected ?? (method === 'POST' ? 201 : 200);
  if (answer.status !== expected)
    throw new Error(
      `${method} ${path}: esperado ${expected}, veio ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return answer.body;
}

/** Registers a USER and logs it in over the API. */
export async function registerPerson(server: RunningServer, name: string): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(4).toString('hex')}@example.com`;
  const { _id } = await api<{ _id: string }>(server, 'POST', '/auth/register', {
    body: { name, email, password: PASSWORD },
  });
  const { token } = await api<{ token: string }>(server, 'POST', '/auth/login', {
    body: { email, password: PASSWORD },
    expected: 200,
  });
  // Recebimentos filled (issue #31): these people publish paid events.
  await openPayoutAccount(server.url, { id: _id, email, token });
  return { id: _id, name, email, password: PASSWORD, token };
}

/** A page in a fresh context, as a Brazilian visitor's browser: pt-BR locale (date and time inputs follow it). */
export function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ locale: 'pt-BR', acceptDownloads: true });
}

/** Logs in through /login?next=..., and waits until the app has left the login page for `next`. */
export async function loginInBrowser(
  page: Page,
  server: RunningServer,
  credentials: { email: string; password: string },
  next = '/',
): Promise<void> {
  await page.goto(`${server.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const target = new URL(next, server.url).pathname;
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
}

/** "YYYY-MM-DD" of the São Paulo calendar day `daysAhead` days from now. */
export function saoPauloDay(daysAhead = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

/** Money as the app shows it: "R$ 1.234,50" with a plain space. */
export function brl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\s/g, ' ');
}
