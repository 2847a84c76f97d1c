import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storage, STORAGE_KEYS, subscribeStorage, type CheckoutDraft } from './storage';

const draft: CheckoutDraft = {
  eventId: 'e1',
  eventTitle: 'Show',
  eventPoster: '/posters/show.jpg',
  items: [{ ticketTypeId: 't1', quantity: 2, name: 'PISTA — Lote 1 — Inteira', price: 80 }],
  coupon: '',
  attendees: [],
  buyer: { name: '', email: '', cpf: '', whatsapp: '' },
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storage keys', () => {
  it('uses the spec keys, word for word', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      user: 'user',
      checkoutDraft: 'checkout-draft',
      selectedUF: 'selectedUF',
      pedidoId: 'pedidoId',
      metodoSelecionado: 'metodoSelecionado',
      postAuthRedirect: 'postAuthRedirect',
    });
  });

  it('keeps token, user, checkout-draft and selectedUF in localStorage', () => {
    storage.token.set('abc');
    storage.user.set({ name: 'Ana', email: 'ana@example.com', role: 'USER' });
    storage.checkoutDraft.set(draft);
    storage.selectedUF.set('CE');

    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      role: 'USER',
    });
    expect(JSON.parse(localStorage.getItem('checkout-draft')!)).toEqual(draft);
    expect(localStorage.getItem('selectedUF')).toBe('CE');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps pedidoId, metodoSelecionado and postAuthRedirect in sessionStorage', () => {
    storage.pedidoId.set('o1');
    storage.metodoSelecionado.set('pix');
    storage.postAuthRedirect.set('/checkout/e1/users');

    expect(sessionStorage.getItem('pedidoId')).toBe('o1');
    expect(sessionStorage.getItem('metodoSelecionado')).toBe('pix');
    expect(sessionStorage.getItem('postAuthRedirect')).toBe('/checkout/e1/users');
    expect(localStorage.length).toBe(0);
  });

  it('reads back what it wrote and forgets on remove', () => {
    storage.checkoutDraft.set(draft);
    expect(storage.checkoutDraft.get()).toEqual(draft);
    storage.checkoutDraft.remove();
    expect(storage.checkoutDraft.get()).toBeNull();
    expect(localStorage.getItem('checkout-draft')).toBeNull();
  });

  it('reads values written by other code under the same keys', () => {
    localStorage.setItem('token', 'from-elsewhere');
    sessionStorage.setItem('postAuthRedirect', '/organizer');
    expect(storage.token.get()).toBe('from-elsewhere');
    expect(storage.postAuthRedirect.get()).toBe('/organizer');
  });
});

describe('bad data', () => {
  it('reads malformed JSON as null', () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('checkout-draft', 'undefined');
    expect(storage.user.get()).toBeNull();
    expect(storage.checkoutDraft.get()).toBeNull();
  });

  it('reads JSON of the wrong shape as null', () => {
    localStorage.setItem('user', '"Ana"');
    localStorage.setItem('checkout-draft', JSON.stringify({ eventId: 1 }));
    expect(storage.user.get()).toBeNull();
    expect(storage.checkoutDraft.get()).toBeNull();
    localStorage.setItem('user', 'null');
    expect(storage.user.get()).toBeNull();
  });

  it('reads an empty string as absent', () => {
    localStorage.setItem('token', '');
    expect(storage.token.get()).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });

    expect(storage.token.get()).toBeNull();
    expect(storage.user.get()).toBeNull();
    expect(() => storage.token.set('abc')).not.toThrow();
    expect(() => storage.checkoutDraft.set(draft)).not.toThrow();
    expect(() => clearSession()).not.toThrow();
  });
});

describe('session', () => {
  it('clearSession removes token and user only', () => {
    storage.token.set('abc');
    storage.user.set({ name: 'Ana' });
    storage.selectedUF.set('SP');
    clearSession();
    expect(storage.token.get()).toBeNull();
    expect(storage.user.get()).toBeNull();
    expect(storage.selectedUF.get()).toBe('SP');
  });

  it('notifies subscribers of writes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    storage.token.set('abc');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storage.token.remove();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
