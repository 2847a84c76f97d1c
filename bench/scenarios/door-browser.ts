/**
 * The door app in Chromium without the network (#17): a phone paired to an event with 20,000 paid tickets
 * downloads its check-in data, loses the network (Playwright's offline mode), and reads 300 different tickets
 * through "Digitar código" with their rotating QR text. Scan-to-verdict is measured inside the page, from the
 * form's submit to the full-screen verdict on screen: the real path (React, DoorSession, verifyOffline over the
 * 20,000 tickets, the IndexedDB queue). Goal: p95 ≤ 300 ms. Also: the check-in data's download and first open
 * (pairing to "Online"), and that every read was queued.
 * Needs the built host app (`npm run build -w @bilheteria/host`; built here when missing) and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rotatingToken } from '../../apps/api/src/modules/tickets/tokens';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { repoRoot } from '../../tests/e2e/support/paths';
import { startServer } from '../../tests/e2e/support/server';
import { signUpOrganizer } from '../lib/accounts';
import { seedPaidTickets } from '../lib/paid-tickets';
import type { Scenario } from '../run';

const TICKETS = 20_000;
const READS = 300;
const TICKET_SECRET = 'bench-ticket-secret-bench-ticket-secret-0002';

/** Runs in the page: each read through "Digitar código", timed from submit to the verdict on screen. */
const inPage = `
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const button = (name) =>
          [...document.querySelectorAll('button')].find((node) => node.textContent?.trim() === name);
        const appear = (selector, present) =>
          new Promise((resolve) => {
            const done = () => (document.querySelector(selector) !== null) === present;
            if (done()) return resolve();
            const observer = new MutationObserver(() => {
              if (done()) {
                observer.disconnect();
                resolve();
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          });
        const measured = [];
        let ok = 0;
        for (const text of reads) {
          button('Digitar código').click();
          await appear('input[name="ticketCode"]', true);
          const input = document.querySelector('input[name="ticketCode"]');
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const started = performance.now();
          input.form.requestSubmit();
          await appear('[data-slot="door-verdict"]', true);
          measured.push(performance.now() - started);
          if (document.querySelector('[data-verdict="admitted"]')) ok += 1;
          document.querySelector('[data-slot="door-verdict"] button').click();
          await appear('[data-slot="door-verdict"]', false);
        }
        return { times: measured, admitted: ok };
`;

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const scenario: Scenario = {
  name: 'door-browser',
  description: `door app offline in Chromium: scan-to-verdict with ${TICKETS} tickets loaded (PostgreSQL)`,
  async run() {
    if (!existsSync(path.join(repoRoot, 'apps/host/dist/door-sw.js'))) {
      execFileSync('npm', ['run', 'build', '-w', '@bilheteria/host'], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    const server = await startServer({
      database: 'postgres',
      seedDemo: false,
      env: { LOG_LEVEL: 'warn', TICKET_SECRET },
    });
    const browser = await launchBrowser();
    try {
      const api = `${server.url}/api`;
      const { userId, token } = await signUpOrganizer(api, 'bench-door-browser@example.com');
      const { eventId, codes } = await seedPaidTickets(server.databaseUrl!, userId, TICKETS);
      const pairing = (await (
        await fetch(`${api}/events/${eventId}/door-devices/pairing`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        })
      ).json()) as { code: string };

      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/scanner?parear=${encodeURIComponent(pairing.code)}`);
      await page.getByLabel('Nome deste aparelho').fill('Bancada');
      const paired = performance.now();
      await page.getByRole('button', { name: 'Conectar aparelho' }).click();
      await page
        .getByRole('status', { name: 'Situação da conexão' })
        .getByText('Online')
        .waitFor({ timeout: 120_000 });
      const pairToReadyMs = performance.now() - paired;
      await context.setOffline(true);
      await page.getByRole('status', { name: 'Situação da conexão' }).getByText('Offline').waitFor();

      const now = new Date();
      const texts = codes.slice(0, READS).map((code) => rotatingToken(TICKET_SECRET, code, eventId, now));
      // Sent as source text: tsx's keepNames would wrap the helpers in a `__name` the page does not have.
      const { times, admitted } = (await page.evaluate(
        `(async (reads) => {\n${inPage}\n})(${JSON.stringify(texts)})`,
      )) as { times: number[]; admitted: number };
      const queued = await page.getByRole('status', { name: 'Situação da conexão' }).textContent();
      times.sort((a, b) => a - b);
      return {
        tickets: TICKETS,
        reads: READS,
        admitted,
        queuedBadge: queued,
        pairToReadyMs: round(pairToReadyMs),
        scanToVerdict: {
          p50Ms: round(percentile(times, 0.5)),
          p95Ms: round(percentile(times, 0.95)),
          maxMs: round(times.at(-1)!),
        },
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default scenario;
