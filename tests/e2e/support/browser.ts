import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The system Chromium (never a downloaded one), headless, with the flags this machine needs. */
export function launchBrowser(extra: Partial<LaunchOptions> = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...extra,
    args: [...chromiumArgs, ...(extra.args ?? [])],
  });
}

export async function screenshotDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'bilheteria-shots-'));
}
