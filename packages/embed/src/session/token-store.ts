// The widget's session token, in localStorage under its own key (never the marketplace's `token`: the
// embedding page is another origin, and two widgets on one page may be signed in as different people).

/** Default keys: a buyer in the checkout and a door operator in the scanner are kept apart. */
export const DEFAULT_STORAGE_KEYS = {
  checkout: 'bilheteria-embed:checkout:token',
  scanner: 'bilheteria-embed:scanner:token',
} as const;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Calls `listener` after every change, from this page (any widget using the key) or another tab. */
  subscribe(listener: () => void): () => void;
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws where storage is disabled.
    return null;
  }
}

const listenersByKey = new Map<string, Set<() => void>>();
/** Where the token lives when localStorage is blocked: for the life of the page, shared by its widgets. */
const memory = new Map<string, string>();

function notify(key: string): void {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

/**
 * The token kept under `key`. Widgets with the same key share it, so signing in or out in one updates the
 * others at once; a blocked localStorage (private mode, disabled cookies) keeps it in memory instead.
 */
export function tokenStore(key: string): TokenStore {
  const read = (): string | null => {
    try {
      const value = localStore()?.getItem(key);
      if (value !== undefined && value !== null) return value === '' ? null : value;
    } catch {
      // Fall through to memory.
    }
    return memory.get(key) ?? null;
  };
  const write = (token: string | null): void => {
    if (token === null) memory.delete(key);
    else memory.set(key, token);
    try {
      const storage = localStore();
      if (token === null) storage?.removeItem(key);
      else storage?.setItem(key, token);
    } catch {
      // Quota or policy: memory keeps it.
    }
    notify(key);
  };

  return {
    get: read,
    set: (token) => write(token),
    clear: () => write(null),
    subscribe(listener) {
      let listeners = listenersByKey.get(key);
      if (!listeners) listenersByKey.set(key, (listeners = new Set()));
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
