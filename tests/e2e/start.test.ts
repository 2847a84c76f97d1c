import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths';
import { freePort, startServer, type RunningServer } from './support/server';

/*
 * Issue #30 point 5: `npm start` built everything every time, into the folder it served, so a start took the
 * build's time when nothing had changed, and two starts on one checkout broke each other (a server that started
 * while the folder was emptied answered 404 for every page for its whole life; a running one lost its lazy
 * chunks). Builds now go to folders of their own, apps/host/dist is a link swapped in one step, and a start
 * builds only when the inputs changed. (How long a start takes is measured outside tests, as every figure is.)
 */

const hostDist = path.join(repoRoot, 'apps/host/dist');
const apiBundle = path.join(repoRoot, 'apps/api/dist/server.js');

/** The environment a developer's shell has: no NODE_ENV (Vitest sets `test`), a throwaway database. */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  return env;
}

type Started = { url: string; logs(): string; stop(): Promise<void> };

/** `npm start` as the README says it, on a free port; resolves once the server answers. */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: userEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, the build and the server stop together.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start stopped:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** `npm run build -w @bilheteria/host` with `env` added; resolves with its output when it ends. */
function buildHost(extra: Record<string, string>): { done: Promise<string>; running(): boolean } {
  let output = '';
  let running = true;
  const child = spawn('npm', ['run', 'build', '-w', '@bilheteria/host'], {
    cwd: repoRoot,
    env: userEnv({ NODE_ENV: 'production', ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const done = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) => {
      running = false;
      if (code === 0) resolve(output);
      else reject(new Error(`the build failed:\n${output}`));
    }),
  );
  return { done, running: () => running };
}

/** Every file of the build a server serves (the manifest lists the lazy chunks too), as paths. */
function buildFiles(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(folder, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  return [...new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]))].map(
    (file) => `/${file}`,
  );
}

const page = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

describe('npm start builds only what changed (issue #30)', () => {
  const servers: Array<RunningServer | Started> = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // The link back on the build the other journeys use (built before, so only swapped).
    await buildHost({}).done;
  }, 300_000);

  it('a second start with nothing changed builds nothing and serves the same build', async () => {
    const first = await npmStart();
    servers.push(first);
    await first.stop();
    const target = readlinkSync(hostDist);
    const bundleTime = statSync(apiBundle).mtimeMs;

    const second = await npmStart();
    servers.push(second);
    expect(second.logs()).toContain(`apps/host: up to date (${target}), not rebuilt`);
    expect(second.logs()).toContain('apps/api/dist/server.js: up to date, not rebuilt');
    expect(readlinkSync(hostDist)).toBe(target);
    expect(statSync(apiBundle).mtimeMs).toBe(bundleTime);
    expect(second.logs()).toContain(`Aplicativo: apps/host/${target}`);
    const home = await page(`${second.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    await second.stop();
  }, 600_000);

  it('while another build runs, a running server keeps its files and one started meanwhile serves', async () => {
    const before = readlinkSync(hostDist);
    // The compiled server (built by the starts above) on a throwaway database: it starts in seconds even on a
    // loaded machine, as the build runs beside it.
    const quick = { compiled: true, env: { DATA_DIR: 'memory://' } };
    const running = await startServer(quick);
    servers.push(running);
    const files = buildFiles(path.join(repoRoot, 'apps/host', before));

    // Another build (React instead of Preact: other inputs) while both servers live; builds kept from earlier
    // runs go first (only the one in use stays), so it is a real build, not a swap to a kept one.
    const builds = path.join(repoRoot, 'apps/host/builds');
    for (const name of readdirSync(builds))
      if (!name.startsWith('.') && `builds/${name}` !== before)
        rmSync(path.join(builds, name), { recursive: true, force: true });
    const build = buildHost({ BILHETERIA_RUNTIME: 'react' });
    const meanwhile = startServer(quick);
    // At no instant is there no complete build where a starting server looks.
    let checks = 0;
    while (build.running()) {
      expect(existsSync(path.join(hostDist, 'index.html'))).toBe(true);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await build.done).toMatch(/apps\/host: built builds\/\w+/);
    expect(checks).toBeGreaterThan(10);
    const started = await meanwhile;
    servers.push(started);
    expect((await page(`${started.url}/scanner`)).status).toBe(200);
    expect(started.logs()).not.toContain('NÃO COMPILADO');

    // The new build is swapped in for the next start; the running server still has every file it started with.
    expect(readlinkSync(hostDist)).not.toBe(before);
    expect((await page(`${running.url}/`)).status).toBe(200);
    for (const file of files) expect((await fetch(`${running.url}${file}`)).status, file).toBe(200);
  }, 600_000);
});
