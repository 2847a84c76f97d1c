// Typed access to the browser storage keys of the spec (§3): the key names are a requirement, word for
// word, because other clients and existing sessions read the same keys. Every access tolerates a
// missing or blocked storage (private mode, disabled cookies) and malformed JSON: reads give null,
// writes are dropped.

// The draft's shape (spec §3) is shared with the embedded checkout, which keeps it in memory (@bilheteria/client-core).
import type { CheckoutDraft } from '@bilheteria/client-core/draft';
export type {
  CheckoutDraft,
  CheckoutDraftAttendee,
  CheckoutDraftBuyer,
  CheckoutDraftItem,
} from '@bilheteria/client-core/draft';

/** The signed-in user as kept locally (spec §3 "User (local)"), plus what /auth/me adds. */
export interface StoredUser {
  _id?: string;
  id?: string;
  name: string;
  email?: string;
  cpf?: string | null;
  whatsapp?: string | null;
  role?: string;
}

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  checkoutDraft: 'checkout-draft',
  selectedUF: 'selectedUF',
  pedidoId: 'pedidoId',
  metodoSelecionado: 'metodoSelecionado',
  postAuthRedirect: 'postAuthRedirect',
} as const;

type Area = 'local' | 'session';

export interface StoredValue<T> {
  get(): T | null;
  set(value: T): void;
  remove(): void;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` after any write through this module, and when another tab changes localStorage.
 * Returns the unsubscribe function (the shape `useSyncExternalStore` expects).
 */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', notify);
  };
}

function area(name: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null;
  }
}

function readRaw(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(name: Area, key: string, value: string | null): void {
  try {
    const store = area(name);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the app keeps working without persistence.
  }
  notify();
}

function textValue(name: Area, key: string): StoredValue<string> {
  return {
    get: () => {
      const value = readRaw(name, key);
      return value === null || value === '' ? null : value;
    },
    set: (value) => writeRaw(name, key, value),
    remove: () => writeRaw(name, key, null),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonValue<T>(name: Area, key: string, isValid: (value: unknown) => value is T): StoredValue<T> {
  return {
    get: () => {
      const raw = readRaw(name, key);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isValid(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    set: (value) => writeRaw(name, key, JSON.stringify(value)),
    remove: () => writeRaw(name, key, null),
  };
}

function isStoredUser(value: unknown): value is StoredUser {
  return isRecord(value) && typeof value.name === 'string';
}

function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  return isRecord(value) && typeof value.eventId === 'string' && Array.isArray(value.items);
}

export const storage = {
  /** localStorage `token`: the bearer token, raw string. */
  token: textValue('local', STORAGE_KEYS.token),
  /** localStorage `user`: JSON of the signed-in user. */
  user: jsonValue('local', STORAGE_KEYS.user, isStoredUser),
  /** localStorage `checkout-draft`: JSON of the checkout in progress. */
  checkoutDraft: jsonValue('local', STORAGE_KEYS.checkoutDraft, isCheckoutDraft),
  /** localStorage `selectedUF`: the two-letter state filter, raw string. */
  selectedUF: textValue('local', STORAGE_KEYS.selectedUF),
  /** sessionStorage `pedidoId`: the order created at the summary step. */
  pedidoId: textValue('session', STORAGE_KEYS.pedidoId),
  /** sessionStorage `metodoSelecionado`: the payment method chosen on the payment step. */
  metodoSelecionado: textValue('session', STORAGE_KEYS.metodoSelecionado),
  /** sessionStorage `postAuthRedirect`: where to go after login when no `next` is given. */
  postAuthRedirect: textValue('session', STORAGE_KEYS.postAuthRedirect),
};

/** Forgets the session: token and user (logout, or a 401 from the API). */
export function clearSession(): void {
  storage.token.remove();
  storage.user.remove();
}
