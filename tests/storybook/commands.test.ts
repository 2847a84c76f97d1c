/**
 * `npm run build-storybook` and `npm run storybook` keep working: both are run here exactly as a
 * developer (or Chromatic, which runs the build script) would, and each must index every story file.
 * The static build also tells which stories exist, so it checks that no reference screenshot outlives
 * its story.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORT_NAMES } from '../../.storybook/viewports';
import { referenceName, VISUAL_REFERENCE_DIR } from '../../.storybook/visual-paths';
import { repoRoot } from '../e2e/support/paths';
import { freePort } from '../e2e/support/server';
import { referenceFiles, storyFiles, type StoryIndex } from './story-index';

function npm(args: string[]): ChildProcess {
  // Own process group, so the dev server and its children can all be stopped together.
  return spawn('npm', args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
  });
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

function importPaths(index: StoryIndex): string[] {
  return [...new Set(Object.values(index.entries).map((entry) => entry.importPath))].sort();
}

describe('npm run build-storybook', () => {
  let outputDir: string;
  let index: StoryIndex;

  beforeAll(async () => {
    outputDir = await mkdtemp(path.join(tmpdir(), 'bilheteria-storybook-'));
    const build = npm(['run', 'build-storybook', '--', '--output-dir', outputDir, '--quiet']);
    const output = collectOutput(build);
    const code = await exitCode(build);
    if (code !== 0) throw new Error(`build-storybook exited with ${code}:\n${output()}`);
    index = JSON.parse(await readFile(path.join(outputDir, 'index.json'), 'utf8')) as StoryIndex;
  });

  afterAll(async () => {
    if (outputDir) await rm(outputDir, { recursive: true, force: true });
  });

  it('builds a static Storybook whose index lists every story file', async () => {
    expect(importPaths(index)).toEqual(storyFiles());
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    expect(stories.length).toBeGreaterThan(0);
    await expect(readFile(path.join(outputDir, 'iframe.html'), 'utf8')).resolves.toContain('<html');
  });

  it('keeps no reference screenshot of a story that no longer exists', () => {
    const possible = new Set(
      Object.values(index.entries)
        .filter((entry) => entry.type === 'story')
        .flatMap((entry) => VIEWPORT_NAMES.map((viewport) => `${referenceName(viewport, entry.id)}.png`)),
    );
    const orphans = referenceFiles(path.join(repoRoot, VISUAL_REFERENCE_DIR)).filter(
      (file) => !possible.has(file),
    );
    // Renamed or deleted stories: `npm run test:visual:update` regenerates the folder from scratch.
    expect(orphans).toEqual([]);
  });
});

describe('npm run storybook', () => {
  let server: ChildProcess | undefined;

  afterAll(() => {
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  });

  it('serves the index of every story file, the preview frame and the compiled preview', async () => {
    const port = await freePort();
    server = npm(['run', 'storybook', '--', '--ci', '--no-open', '--exact-port', '-p', String(port)]);
    const output = collectOutput(server);
    const base = `http://127.0.0.1:${port}`;

    let index: StoryIndex | undefined;
    const deadline = Date.now() + 90_000;
    while (!index) {
      if (server.exitCode !== null) throw new Error(`storybook exited with ${server.exitCode}:\n${output()}`);
      if (Date.now() > deadline) throw new Error(`storybook did not answer within 90 s:\n${output()}`);
      const response = await fetch(`${base}/index.json`).catch(() => undefined);
      if (response?.ok) index = (await response.json()) as StoryIndex;
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }

    expect(importPaths(index)).toEqual(storyFiles());
    const frame = await fetch(`${base}/iframe.html`);
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('<html');
    // The dev server compiles modules on request: ask for the preview, which every story loads.
    const preview = await fetch(`${base}/.storybook/preview.tsx`);
    expect(preview.status, await preview.clone().text()).toBe(200);
  });
});
