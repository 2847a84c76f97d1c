import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn } from './checkout-helpers';

/*
 * The door app (/scanner, issue #17) as a journey drives it: the organizer's own phone (login from the pairing
 * screen, then the event picker), its status badge, and its full-screen verdicts, which go away by themselves.
 */

/** The door app's status badge (Online / Offline / "N leituras a enviar"). */
export const doorStatus = (page: Page) => page.getByRole('status', { name: 'Situação da conexão' });

/** Opens /scanner as the event's organizer: "Entrar com a sua conta", then the event in the picker. */
export async function openDoorAsOrganizer(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  eventTitle: string,
): Promise<void> {
  await page.goto(`${baseUrl}/scanner`);
  await page.getByRole('link', { name: 'Entrar com a sua conta' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/scanner');
  await logIn(page, account);
  await page.waitForURL((url) => url.pathname === '/scanner');
  await page
    .getByRole('button', { name: new RegExp(eventTitle) })
    .first()
    .click({ timeout: 20_000 });
  await expect.poll(() => doorStatus(page).textContent(), { timeout: 20_000 }).toContain('Conectado');
}

/** Waits for a verdict containing `text` and returns its whole text (read while it is on screen). */
export async function doorVerdict(page: Page, text: string, timeout = 30_000): Promise<string> {
  const verdict = page.locator('[data-slot="door-verdict"]');
  let seen = '';
  await expect
    .poll(
      async () => (seen = (await verdict.count()) > 0 ? ((await verdict.first().textContent()) ?? '') : ''),
      { timeout },
    )
    .toContain(text);
  return seen;
}
