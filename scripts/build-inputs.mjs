/**
 * What a build is made from, as one hash, and the pieces `npm start` needs to build only when that changed and
 * to swap a finished build in at once (issue #30 point 5): a lock so two starts on one checkout build once, and
 * the swap itself. Used by apps/host/scripts/build.mjs and apps/api/scripts/build.mjs.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Never inputs: what builds, runs and tests write, and what no build reads. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'builds', '__screenshots__', 'coverage']);
const SKIPPED_FILES = /\.(test|stories)\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

async function* filesUnder(folder) {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    // Dot folders and files are data, caches and editors' (apps/api/.data is the database).
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(full);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) yield full;
  }
}

/**
 * SHA-256 of every input's path and content (files or folders, relative to the repository) and of `extra`
 * (environment that changes the output): the content, not the times, so a checkout, a touch or a copy does not
 * count as a change, and an edit always does.
 */
export async function inputsHash(inputs, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const input of inputs) {
    const full = path.join(repoRoot, input);
    const info = await stat(full).catch(() => null);
    const files = info?.isFile() ? [full] : info ? filesUnder(full) : [];
    for await (const file of files) {
      hash.update(`\0${path.relative(repoRoot, file)}\0`);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Runs `work` holding the lock folder `lock` (mkdir is atomic): a second start waits for the first one's build
 * instead of building the same thing beside it, then finds it done. A lock left by a process that died is taken.
 */
export async function withLock(lock, work, { onWait } = {}) {
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
      if (holder && !alive(holder)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) onWait?.(holder);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await writeFile(path.join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Where the link `link` points (relative, as written), or null when it is not a link. */
export async function linkTarget(link) {
  return readlink(link).catch(() => null);
}

/**
 * Points the link `link` at `target` in one step: a new link beside it renamed over it (rename is atomic), so a
 * server starting at any instant finds either the old complete build or the new one. A real folder left where the
 * link goes (a checkout from before builds were kept apart) is removed first.
 */
export async function swapLink(link, target) {
  const temporary = `${link}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(target, temporary);
  const current = await stat(link).catch(() => null);
  if (current && (await linkTarget(link)) === null) await rm(link, { recursive: true, force: true });
  await rename(temporary, link);
}

/**
 * Removes all builds in `folder` but the `keep` newest and `current`: a server started on one of them still
 * finds its files, while the folder does not grow forever. Half-made builds of processes that died go too.
 */
export async function pruneBuilds(folder, current, keep = 3) {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const builds = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const full = path.join(folder, entry.name);
    const half = /^\.tmp-(\d+)-/.exec(entry.name);
    if (half) {
      if (!alive(Number(half[1]))) await rm(full, { recursive: true, force: true });
      continue;
    }
    if (entry.name.startsWith('.')) continue;
    builds.push({ full, name: entry.name, time: (await stat(full)).mtimeMs });
  }
  builds.sort((a, b) => b.time - a.time);
  for (const build of builds.slice(keep)) {
    if (build.name !== current) await rm(build.full, { recursive: true, force: true });
  }
}
