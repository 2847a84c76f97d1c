import type { WriteVersion } from '../../db/write-version';

/*
 * Rendered pages kept per key (an event's id) so a shared link opened by thousands costs a lookup, not a query
 * and a render. An entry goes when:
 * - this process changes the event (modules/events says so through `onEventChanged`): exact on the embedded
 *   database, where this process is the only writer;
 * - on the embedded database, anything at all was written since its render began (`writes`, db/write-version.ts):
 *   a purchase that sells a lot out shows at once;
 * - its time is up: at most `ttlMs` (what another replica's edit, or a lot selling out, may take to show on
 *   PostgreSQL with several replicas), or sooner when the page itself says when it changes (a lot opening).
 * Concurrent misses of one key share one render. The map holds at most `maxEntries` (oldest dropped first).
 */

export interface CachedPage {
  /** The page's bytes, encoded once. */
  html: Buffer;
  /** When the page stops being right by the clock alone; null: only an edit changes it. */
  changesAt: Date | null;
}

export interface PageCache {
  get(key: string, render: () => Promise<CachedPage>): Promise<Buffer>;
  drop(key: string): void;
  clear(): void;
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
  /** The embedded database's write counter; absent on PostgreSQL. */
  writes?: WriteVersion;
}): PageCache {
  const entries = new Map<string, { page: Promise<CachedPage>; expiresAt: number; version: number }>();
  const version = () => options.writes?.current() ?? 0;

  return {
    async get(key, render) {
      const now = options.now().getTime();
      const entry = entries.get(key);
      const written = version();
      if (entry && entry.expiresAt > now && entry.version === written) return (await entry.page).html;
      if (entry) entries.delete(key);
      const page = render();
      const fresh = { page, expiresAt: now + options.ttlMs, version: written };
      entries.set(key, fresh);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      try {
        const { html, changesAt } = await page;
        if (changesAt) fresh.expiresAt = Math.min(fresh.expiresAt, changesAt.getTime());
        return html;
      } catch (error) {
        if (entries.get(key) === fresh) entries.delete(key);
        throw error;
      }
    },
    drop: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
