import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths';

/*
 * The embedding journey's pieces: the embed bundle (packages/embed/dist) and the example "other site"
 * (examples/embed, served by its own serve.mjs on a port of its own, i.e. another origin than the marketplace).
 */

export const embedDist = path.join(repoRoot, 'packages/embed/dist');

/**
 * Builds the embed bundle the way `npm run build -w @bilheteria/embed` does, as global-setup.ts builds the host
 * app; with E2E_SKIP_BUILD=1 an existing build is reused.
 */
export function ensureEmbedBuild(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(embedDist, 'bilheteria-embed.iife.js')))
    return;
  // vite's package exports hide bin/; its package.json locates it.
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  execFileSync(process.execPath, [vite, 'build'], {
    cwd: path.join(repoRoot, 'packages/embed'),
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test; the bundle is built for production, as it ships.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export interface ExampleSite {
  port: number;
  stop(): Promise<void>;
  logs(): string;
}

/** Starts examples/embed/serve.mjs on 127.0.0.1:`port`, talking to `apiBase`; resolves once it answers. */
export async function startExampleSite({
  port,
  apiBase,
}: {
  port: number;
  apiBase: string;
}): Promise<ExampleSite> {
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'examples/embed/serve.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_BASE: apiBase },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o site de exemplo parou:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/config.js`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`o site de exemplo não respondeu:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
