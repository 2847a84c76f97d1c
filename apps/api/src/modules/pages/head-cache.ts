/*
 * Rendered pages kept per key (an event's id) so a shared link opened by thousands costs a lookup, not a query
 * and a render. An entry goes when:
 * - this process changes the event (modules/events says so through `onEventChanged`): exact on the embedded
 *   database, where this process is the only writer;
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

export function createPageCache(options: { ttlMs: number; maxEntries: number; now: () => Date }): PageCache {
  const entries = new Map<string, { page: Promise<CachedPage>; expiresAt: number }>();

  return {
    async get(key, render) {
      const now = options.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return (await entry.page).html;
      if (entry) entries.delete(key);
      const page = render();
      const fresh = { page, expiresAt: now + options.ttlMs };
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
