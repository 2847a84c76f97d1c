import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, isSafeRedirect, resolveRedirect } from './redirect';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/organizer',
    '/checkout/1/users',
    '/?q=show',
    '/meus-pedidos/abc#x',
    '/a//b',
    '/?q=rock in rio',
  ])('accepts the same-origin path %s', (target) => expect(isSafeRedirect(target)).toBe(true));

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\/evil.com',
    'http://evil.com',
    'https://evil.com/path',
    'javascript:alert(1)',
    'evil.com',
    'organizer',
    '',
    ' /organizer',
    '/\t/evil.com',
    '/\n/evil.com',
    '/organizer\u0000',
  ])('rejects %j', (target) => expect(isSafeRedirect(target)).toBe(false));

  it('rejects non-strings', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(42)).toBe(false);
  });
});

describe('resolveRedirect', () => {
  it('prefers the next query parameter', () => {
    expect(resolveRedirect('/organizer', '/checkout/1/users')).toBe('/organizer');
  });

  it('falls back to the saved post-auth redirect', () => {
    expect(resolveRedirect(null, '/checkout/1/users')).toBe('/checkout/1/users');
    expect(resolveRedirect('', '/checkout/1/users')).toBe('/checkout/1/users');
  });

  it('defaults to /', () => {
    expect(resolveRedirect(null, null)).toBe(DEFAULT_REDIRECT);
    expect(resolveRedirect(undefined, undefined)).toBe('/');
  });

  it('skips unsafe values', () => {
    expect(resolveRedirect('//evil.com', '/meus-ingressos')).toBe('/meus-ingressos');
    expect(resolveRedirect('http://evil.com', 'https://evil.com')).toBe('/');
    expect(resolveRedirect('/\\evil.com', null)).toBe('/');
  });
});
