import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/*
 * The embedded database is one process's (issue #26 point 5): PGlite keeps its files open in this process alone,
 * and the in-process read cache drops its pages on this process's writes only. A second server (or a
 * `check:invariants`) on the same DATA_DIR would corrupt the files and serve stale pages, so the first one to
 * start holds `DATA_DIR/bilheteria.lock` (its pid, created exclusively) and any other refuses to start. A lock
 * left by a process that is gone (a crash, a kill -9) is taken over.
 */

export const LOCK_FILE = 'bilheteria.lock';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `O banco embutido (PGlite) em ${dataDir} já está aberto pelo processo ${pid}. Dois processos no mesmo ` +
        'DATA_DIR corrompem os dados: pare o outro servidor, use outro DATA_DIR, ou use PostgreSQL ' +
        '(DATABASE_URL) para rodar várias réplicas.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** Whether process `pid` is running (EPERM: it is, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): void;
}

/** Holds `dataDir` for this process until `release()` (or its exit); throws DataDirBusyError when another has it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== undefined && alive(holder)) throw new DataDirBusyError(dataDir, holder);
      // Stale (its process is gone, or it was left half-written): taken over.
      unlinkSync(file);
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only our own lock: never one a later process took over.
      if (holderOf(file) === process.pid) unlinkSync(file);
    };
    process.on('exit', release);
    return { release };
  }
  throw new DataDirBusyError(dataDir, holderOf(file) ?? 0);
}
