import type { WriteVersion } from './write-version';

/*
 * A cache of reads that is exact on the embedded database (issue #19): an entry is served only while no write to
 * the tables it reads settled since its load began (the write counter of write-version.ts still has the value read before loading)
 * and its own clock has not run out (`changesAt`: when the answer changes by time alone, a lot opening or an
 * event ending). So a purchase, an edit, a cancellation or an expiry is seen by the very next read, from whatever
 * module it came. Concurrent misses of one key share one load. Without a write counter (PostgreSQL: other
 * replicas write too) nothing is kept and every call loads.
 */

export interface Loaded<T> {
  value: T;
  /** When the value stops being right by the clock alone (ms since the epoch); null: only a write changes it. */
  changesAt: number | null;
}

export interface ReadCache<T> {
  get(key: string, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Whether anything is kept at all (the embedded database). */
  readonly enabled: boolean;
}

interface Entry<T> {
  version: number;
  /** When its load began: a clock set back before it (tests inject clocks) does not trust it. */
  loadedAt: number;
  /** Infinity while loading. */
  expiresAt: number;
  value: Promise<T>;
}

export function createReadCache<T>(options: {
  writes: WriteVersion | undefined;
  /** The tables its loads read (SQL names): only a write to one of them drops what it keeps. */
  tables: readonly string[];
  now: () => number;
  maxEntries: number;
}): ReadCache<T> {
  const { writes, tables, now, maxEntries } = options;
  if (!writes) return { enabled: false, get: async (_key, load) => (await load()).value };
  const entries = new Map<string, Entry<T>>();
  return {
    enabled: true,
    get(key, load) {
      const version = writes.current(tables);
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.loadedAt <= at && at < entry.expiresAt)
        return entry.value;
      const fresh: Entry<T> = {
        version,
        loadedAt: at,
        expiresAt: Infinity,
        value: undefined as unknown as Promise<T>,
      };
      fresh.value = load().then(
        ({ value, changesAt }) => {
          if (changesAt !== null) fresh.expiresAt = changesAt;
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === fresh) entries.delete(key);
          throw error;
        },
      );
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return fresh.value;
    },
  };
}
