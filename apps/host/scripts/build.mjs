/**
 * `npm run build -w @bilheteria/host` (and so `npm start`): the host app, built only when its inputs changed.
 *
 * Each build goes to a folder of its own, apps/host/builds/<hash of the inputs>, made under a temporary name and
 * renamed when complete; apps/host/dist is a link to the current one, swapped in one step at the end. So a start
 * with nothing changed does not build at all, a server never sees a half-written or emptied folder (one that
 * starts mid-build serves the previous build), a running server keeps serving the folder it started on (its
 * pages' lazy chunks stay where they were), and two starts on one checkout build once (a lock: the second waits
 * and finds the build done). The newest builds are kept, the older ones removed.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import {
  inputsHash,
  linkTarget,
  pruneBuilds,
  repoRoot,
  swapLink,
  withLock,
} from '../../../scripts/build-inputs.mjs';
import { compressBuild } from './compress.mjs';

const hostRoot = path.join(repoRoot, 'apps/host');
const builds = path.join(hostRoot, 'builds');
const dist = path.join(hostRoot, 'dist');

/** Everything the bundle is made of: the app, the workspaces it imports, the dependency versions. */
const INPUTS = [
  'apps/host',
  'packages/ui',
  'packages/client-core',
  'packages/rules',
  'packages/api-client',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

const started = Date.now();
// Vite builds in production mode when NODE_ENV is unset; what changes the output is part of the hash.
const environment = `NODE_ENV=${process.env.NODE_ENV || 'production'} BILHETERIA_RUNTIME=${process.env.BILHETERIA_RUNTIME ?? ''}`;
const name = (await inputsHash(INPUTS, environment)).slice(0, 16);
const target = `builds/${name}`;
await mkdir(builds, { recursive: true });

await withLock(
  path.join(builds, '.lock'),
  async () => {
    if (existsSync(path.join(builds, name, 'index.html'))) {
      if ((await linkTarget(dist)) === target) {
        console.log(`apps/host: up to date (${target}), not rebuilt`);
        return;
      }
      await swapLink(dist, target);
      console.log(`apps/host: ${target} was built before, swapped in`);
      return;
    }
    const temporary = path.join(builds, `.tmp-${process.pid}-${name}`);
    await rm(temporary, { recursive: true, force: true });
    await build({ root: hostRoot, build: { outDir: temporary, emptyOutDir: true } });
    await compressBuild(temporary);
    await rename(temporary, path.join(builds, name));
    await swapLink(dist, target);
    console.log(`apps/host: built ${target} in ${Date.now() - started} ms`);
  },
  { onWait: (pid) => console.log(`apps/host: waiting for the build of process ${pid}`) },
);
await pruneBuilds(builds, name);
