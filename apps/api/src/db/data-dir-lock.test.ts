import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { createDatabase } from './client';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock';

/* Issue #26 point 5: one process per embedded database folder. */

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bilheteria-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder (DATA_DIR)', () => {
  it('refuses a second server process at start, in pt-BR, naming the folder and the process that holds it', async () => {
    const dataDir = freshDir();
    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      // Another process opening the same folder, as `npm start` would.
      const script = `import('./apps/api/src/db/client.ts').then((m) => m.createDatabase({ dataDir: ${JSON.stringify(dataDir)} }))
        .then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`;
      const second = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: repoRoot,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(second.code).toBe(3);
      expect(second.stderr).toContain(
        `O banco embutido (PGlite) em ${dataDir} já está aberto pelo processo ${process.pid}.`,
      );
      expect(second.stderr).toContain('pare o outro servidor, use outro DATA_DIR, ou use PostgreSQL');
    } finally {
      await database.close();
    }
    // Closed, the folder is free again.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    await (await createDatabase({ dataDir, databaseUrl: undefined })).close();
  }, 60_000);

  it('refuses a second opening in the same process while the first holds it', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirBusyError);
    lock.release();
    lockDataDir(dataDir).release();
  });

  it('takes over the lock of a process that is gone (a crash)', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    // A half-written lock (no pid) is stale too.
    writeFileSync(path.join(dataDir, LOCK_FILE), '');
    lockDataDir(dataDir).release();
  });
});
