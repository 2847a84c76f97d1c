import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './token-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('tokenStore', () => {
  it('keeps the token under its own key, never the marketplace\'s "token"', () => {
    const store = tokenStore('bilheteria-embed:checkout:token');
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(localStorage.getItem('bilheteria-embed:checkout:token')).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
    expect(tokenStore('bilheteria-embed:scanner:token').get()).toBeNull();
    store.clear();
    expect(store.get()).toBeNull();
    expect(localStorage.getItem('bilheteria-embed:checkout:token')).toBeNull();
  });

  it('tells every widget using the key, and hears other tabs', () => {
    const first = tokenStore('k');
    const second = tokenStore('k');
    const heard = vi.fn();
    const unsubscribe = second.subscribe(heard);
    first.set('abc');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(second.get()).toBe('abc');
    window.dispatchEvent(new StorageEvent('storage', { key: 'outra' }));
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    first.clear();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keeps the session in memory where localStorage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = tokenStore('bloqueado');
    store.set('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
